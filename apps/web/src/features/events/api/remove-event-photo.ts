import { messageSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventPhotosKey } from '../../../lib/event-queries';
import { eventApiPaths } from '../../../lib/event-api-paths';

export function removeEventPhoto(eventId: string, photoId: string) {
  return apiRequest(eventApiPaths.photo(eventId, photoId), messageSchema, { method: 'DELETE' });
}

export function useRemoveEventPhoto(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => removeEventPhoto(eventId, photoId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventPhotosKey(eventId) }),
  });
}
