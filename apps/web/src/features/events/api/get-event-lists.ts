import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { getEventsQueryOptions, type PortalEvent } from '../../../lib/event-queries';

/** Spec-sized page of past events under the upcoming ones on /events. */
export const pastEventsLimit = 12;

/**
 * The "now" the server's render of a list screen used (ADR 21), handed to the browser with the
 * answers it was rendered from: the screen keys its lists by it and so finds those answers.
 */
export const renderedNowKey = ['event-lists', 'rendered-now'] as const;

/** How far the render's "now" may be from the browser's and still be taken as the screen's. */
const renderedNowReach = 2 * 60_000;

/**
 * The lists' "now": rounded down to the minute, so the query keys stay stable while the screen is
 * open and screens opened within the same minute share the cache; the server render's own when
 * it is that recent, or the screen would show a loader in place of the preview's lists.
 */
export function listNow(queryClient: QueryClient, at = Date.now()): string {
  const own = dayjs(at).startOf('minute');
  const rendered = queryClient.getQueryData<string>(renderedNowKey);
  if (rendered && Math.abs(Date.parse(rendered) - own.valueOf()) <= renderedNowReach)
    return rendered;
  return own.toISOString();
}

/** Fixed when the screen mounts. */
function useNow(): string {
  const queryClient = useQueryClient();
  const [now] = useState(() => listNow(queryClient));
  return now;
}

/** The lists' queries at `now`: the screens' own, and the server's prefetch of them. */
export function eventListQueryOptions(now: string) {
  return {
    upcoming: getEventsQueryOptions({ from: now }),
    past: getEventsQueryOptions({ to: now, order: 'desc', limit: pastEventsLimit }),
  };
}

/** Events that have not ended yet, soonest first (cancelled ones included, marked as such). */
export function useUpcomingEventList() {
  const now = useNow();
  return useQuery(eventListQueryOptions(now).upcoming);
}

/** The most recent events that have already ended, newest first. */
export function usePastEventList() {
  const now = useNow();
  const query = useQuery(eventListQueryOptions(now).past);
  // `to` keeps events starting before now, which includes ones still running: those are upcoming.
  const endedOnly = (events: PortalEvent[]) =>
    events.filter((event) => Date.parse(event.endDate) < Date.parse(now));
  return { query, endedOnly };
}
