import dayjs from 'dayjs';
import { useState } from 'react';
import { useEvents, type PortalEvent } from '../../../lib/event-queries';

/** Spec-sized page of past events under the upcoming ones on /events. */
export const pastEventsLimit = 12;

/**
 * "Now" fixed when the screen mounts and rounded down to the minute, so the query key stays
 * stable while the screen is open and screens opened within the same minute share the cache.
 */
function useNow(): string {
  const [now] = useState(() => dayjs().startOf('minute').toISOString());
  return now;
}

/** Events that have not ended yet, soonest first (cancelled ones included, marked as such). */
export function useUpcomingEventList() {
  const now = useNow();
  return useEvents({ from: now });
}

/** The most recent events that have already ended, newest first. */
export function usePastEventList() {
  const now = useNow();
  const query = useEvents({ to: now, order: 'desc', limit: pastEventsLimit });
  // `to` keeps events starting before now, which includes ones still running: those are upcoming.
  const endedOnly = (events: PortalEvent[]) =>
    events.filter((event) => Date.parse(event.endDate) < Date.parse(now));
  return { query, endedOnly };
}
