import { eventDeletedSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { apiPaths } from '../../../lib/paths';

export function deleteEvent(id: string) {
  return apiRequest(apiPaths.events.one(id), eventDeletedSchema, { method: 'DELETE' });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryRoot }),
  });
}
