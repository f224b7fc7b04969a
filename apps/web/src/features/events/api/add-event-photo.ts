import { eventPhotoSchema, type AddEventPhoto, type EventPhoto } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventPhotosKey } from '../../../lib/event-queries';
import { eventApiPaths } from '../../../lib/event-api-paths';

export function addEventPhoto(eventId: string, body: AddEventPhoto): Promise<EventPhoto> {
  return apiRequest(eventApiPaths.photos(eventId), eventPhotoSchema, { method: 'POST', body });
}

export function useAddEventPhoto(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddEventPhoto) => addEventPhoto(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventPhotosKey(eventId) }),
  });
}
