import type { PortalEvent } from '@portal/contract';

/** "12 / 100 seats taken", or "12 seats taken (no limit)" for an event without a capacity. */
export function seatsSummary(event: Pick<PortalEvent, 'seatsTaken' | 'capacity'>): string {
  return event.capacity === null
    ? `${event.seatsTaken} seats taken (no limit)`
    : `${event.seatsTaken} / ${event.capacity} seats taken`;
}
