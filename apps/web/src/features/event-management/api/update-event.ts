import { eventSavedSchema, type EventInputParsed } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { apiPaths } from '../../../lib/paths';

export interface UpdateEventVariables {
  id: string;
  input: EventInputParsed;
  /** A date of a series: this one only (the default), or it and every later one (ADR 40). */
  scope?: 'one' | 'following';
}

export function updateEvent({ id, input, scope = 'one' }: UpdateEventVariables) {
  const path = apiPaths.events.one(id) + (scope === 'following' ? '?scope=following' : '');
  return apiRequest(path, eventSavedSchema, { method: 'PUT', body: input });
}

/** Replaces the event, then refreshes every event list and view (seats may have moved). */
export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryRoot }),
  });
}
