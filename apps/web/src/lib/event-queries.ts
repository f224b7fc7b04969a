import { eventListSchema, eventSchema, type PortalEvent } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { sessionQueryRoot } from './current-user';
import { apiPaths } from './paths';

// In lib because the listing, details, calendar, registration and management screens all read
// events. Keys sit under the session root: what a caller sees (drafts, canManage) depends on who
// they are, so signing in or out refetches.

export type { PortalEvent };

export interface EventRange {
  /** ISO date-time; events ending at or after it. */
  from?: string | undefined;
  /** ISO date-time; events starting before it. */
  to?: string | undefined;
  limit?: number | undefined;
  order?: 'asc' | 'desc' | undefined;
}

export const eventsQueryRoot = [sessionQueryRoot, 'events'] as const;

export function getEvents(
  range: EventRange = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<PortalEvent[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(range))
    if (value !== undefined) query.set(key, String(value));
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiRequest(`${apiPaths.events.list}${suffix}`, eventListSchema, { signal });
}

export function getEventsQueryOptions(range: EventRange = {}) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'list', range],
    queryFn: ({ signal }) => getEvents(range, { signal }),
  });
}

export function useEvents(range: EventRange = {}) {
  return useQuery(getEventsQueryOptions(range));
}

export function getUpcomingEventsQueryOptions(limit = 3) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'upcoming', limit],
    queryFn: ({ signal }) =>
      apiRequest(`${apiPaths.events.upcoming}?limit=${limit}`, eventListSchema, { signal }),
  });
}

export function useUpcomingEvents(limit = 3) {
  return useQuery(getUpcomingEventsQueryOptions(limit));
}

export function getEventQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'one', id],
    queryFn: ({ signal }) => apiRequest(apiPaths.events.one(id), eventSchema, { signal }),
  });
}

export function useEvent(id: string) {
  return useQuery(getEventQueryOptions(id));
}
