import { messageSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventApiPaths } from '../../../lib/event-api-paths';

export function reportEventPhoto(eventId: string, photoId: string) {
  return apiRequest(`${eventApiPaths.photo(eventId, photoId)}/report`, messageSchema, {
    method: 'POST',
  });
}

export function useReportEventPhoto(eventId: string) {
  return useMutation({ mutationFn: (photoId: string) => reportEventPhoto(eventId, photoId) });
}
