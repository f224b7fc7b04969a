import { seriesSchema, type EventSeries } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { eventsQueryRoot } from './event-queries';
import { apiPaths } from './paths';

// A recurring event's dates (ADR 40): the event's page lists them, the event form names the rule.
// Under the events' root, so saving any event refreshes it.

export function getEventSeriesQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'series', eventId],
    queryFn: ({ signal }): Promise<EventSeries> =>
      apiRequest(apiPaths.events.series(eventId), seriesSchema, { signal }),
  });
}

/** The series of a date of one; nothing is fetched for a one-off (`seriesId` null). */
export function useEventSeries(event: { _id: string; seriesId?: string | null | undefined }) {
  return useQuery({ ...getEventSeriesQueryOptions(event._id), enabled: !!event.seriesId });
}
