import { eventSavedSchema, type EventInputParsed } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { apiPaths } from '../../../lib/paths';

export function createEvent(input: EventInputParsed) {
  return apiRequest(apiPaths.events.list, eventSavedSchema, { method: 'POST', body: input });
}

/** Creates, then refreshes every event list (listing, calendar, management). */
export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryRoot }),
  });
}
