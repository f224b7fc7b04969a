import type { PortalEvent } from '@portal/contract';

/**
 * The event /eventdash opens on when none is named: the next published event that has not ended
 * (soonest start first, so one under way wins), else the most recent past published one, else
 * the caller's newest (a draft or cancelled one: still theirs to look at). The server's channel
 * dashboard call picks the same way (findChannelEvent).
 */
export function defaultDashboardEvent(
  events: readonly PortalEvent[],
  now = Date.now(),
): PortalEvent | undefined {
  const published = events.filter((event) => event.status === 'published');
  const ends = (event: PortalEvent) => Date.parse(event.endDate);
  const starts = (event: PortalEvent) => Date.parse(event.date);
  const [next] = published
    .filter((event) => ends(event) >= now)
    .sort((a, b) => starts(a) - starts(b));
  if (next) return next;
  const [latest] = published
    .filter((event) => ends(event) < now)
    .sort((a, b) => starts(b) - starts(a));
  return latest ?? events[0];
}
