import { eventPhotoSchema, type AddEventPhoto, type EventPhoto } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { eventPhotosKey } from '../../../lib/event-queries';

export function addEventPhoto(eventId: string, body: AddEventPhoto): Promise<EventPhoto> {
  return apiRequest(apiPaths.events.photos(eventId), eventPhotoSchema, { method: 'POST', body });
}

export function useAddEventPhoto(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddEventPhoto) => addEventPhoto(eventId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventPhotosKey(eventId) }),
  });
}
