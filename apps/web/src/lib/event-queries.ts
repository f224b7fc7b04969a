import {
  eventListSchema,
  eventSchema,
  NEXT_CURSOR_HEADER,
  type PortalEvent,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders } from './api-client';
import { sessionQueryRoot } from './current-user';
import { apiPaths } from './paths';

// The first visit reads these: their answers are checked against the schema in development and
// tests only, so a production build leaves the schema, and zod, out of it (ADR 20, api-client.ts).

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
  /** Only events whose title or description, in any language's version, contains this. */
  q?: string | undefined;
}

export const eventsQueryRoot = [sessionQueryRoot, 'events'] as const;

/**
 * An event's album, under the session's root: managers see hidden photos and report counts
 * others do not. Here because the event page shows it and the dashboard's moderation changes it.
 */
export const eventPhotosKey = (eventId: string) => [sessionQueryRoot, 'event-photos', eventId];

export function getEvents(
  range: EventRange = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<PortalEvent[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(range))
    if (value !== undefined) query.set(key, String(value));
  const suffix = query.size > 0 ? `?${query}` : '';
  return apiRequest(
    `${apiPaths.events.list}${suffix}`,
    import.meta.env.DEV ? eventListSchema : undefined,
    { signal },
  );
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

/**
 * Every event overlapping a range, however many: the list answers at most a page (100) at a
 * time, so this follows the page cursor. A busy month on the calendar holds hundreds.
 */
export async function getAllEvents(
  range: Omit<EventRange, 'limit'>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PortalEvent[]> {
  const events: PortalEvent[] = [];
  let cursor: string | null = null;
  // A bound so a server that kept answering with a cursor could never loop forever.
  for (let page = 0; page < maxRangePages; page += 1) {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(range))
      if (value !== undefined) query.set(key, String(value));
    if (cursor) query.set('cursor', cursor);
    const { data, headers } = await apiRequestWithHeaders(
      `${apiPaths.events.list}?${query}`,
      import.meta.env.DEV ? eventListSchema : undefined,
      { signal },
    );
    events.push(...data);
    cursor = headers.get(NEXT_CURSOR_HEADER);
    if (!cursor) break;
  }
  return events;
}

/** 50 pages of 100: far more than any month holds. */
const maxRangePages = 50;

export function getAllEventsQueryOptions(range: Omit<EventRange, 'limit'>) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'all', range],
    queryFn: ({ signal }) => getAllEvents(range, { signal }),
  });
}

export function useAllEvents(range: Omit<EventRange, 'limit'>) {
  return useQuery(getAllEventsQueryOptions(range));
}

export function getUpcomingEventsQueryOptions(limit = 3) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'upcoming', limit],
    queryFn: ({ signal }) =>
      apiRequest(
        `${apiPaths.events.upcoming}?limit=${limit}`,
        import.meta.env.DEV ? eventListSchema : undefined,
        { signal },
      ),
  });
}

export function useUpcomingEvents(limit = 3) {
  return useQuery(getUpcomingEventsQueryOptions(limit));
}

export function getEventQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.events.one(id), import.meta.env.DEV ? eventSchema : undefined, {
        signal,
      }),
  });
}

export function useEvent(id: string) {
  return useQuery(getEventQueryOptions(id));
}
