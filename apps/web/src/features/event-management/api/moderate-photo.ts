import { messageSchema, type ModerateEventPhoto } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventPhotosKey } from '../../../lib/event-queries';
import { getReportedPhotosQueryOptions } from './get-reported-photos';
import { eventApiPaths } from '../../../lib/event-api-paths';

export interface ModeratePhotoInput extends ModerateEventPhoto {
  photoId: string;
}

/** Hides a reported album photo from everyone but the managers, or keeps it (clears its reports). */
export function moderatePhoto(eventId: string, { photoId, action }: ModeratePhotoInput) {
  return apiRequest(eventApiPaths.moderatePhoto(eventId, photoId), messageSchema, {
    method: 'POST',
    body: { action },
  });
}

export function useModeratePhoto(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ModeratePhotoInput) => moderatePhoto(eventId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getReportedPhotosQueryOptions(eventId).queryKey,
        }),
        queryClient.invalidateQueries({ queryKey: eventPhotosKey(eventId) }),
      ]),
  });
}
