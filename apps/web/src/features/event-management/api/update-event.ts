import { eventSavedSchema, type EventInputParsed } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { apiPaths } from '../../../lib/paths';

export interface UpdateEventVariables {
  id: string;
  input: EventInputParsed;
}

export function updateEvent({ id, input }: UpdateEventVariables) {
  return apiRequest(apiPaths.events.one(id), eventSavedSchema, { method: 'PUT', body: input });
}

/** Replaces the event, then refreshes every event list and view (seats may have moved). */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryRoot }),
  });
}
