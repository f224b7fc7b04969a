// Without zod, so the web's first visit (event cards) can import it from
// '@portal/contract/event-capacity' without pulling the schemas in (ADR 17, ADR 20).

/** What of an event decides whether a new registration gets a place. */
export interface EventPlaces {
  capacity: number | null;
  /** Places held by confirmed and checked-in registrations (attendee plus guest). */
  seatsTaken: number;
  /** Registrations on the waiting list. */
  waitlisted: number;
}

/**
 * Whether a registration taking `seats` places would join the waiting list rather than get a
 * place: the rule the server applies under the event's lock (ADR 8). The line is strict first
 * come, first served, so while anyone waits a newcomer waits too, even if a place is free.
 */
export function wouldJoinWaitlist(event: EventPlaces, seats = 1): boolean {
  if (event.capacity === null) return false;
  return event.waitlisted > 0 || event.seatsTaken + seats > event.capacity;
}

/** Full: even one person alone would wait. */
export function isEventFull(event: EventPlaces): boolean {
  return wouldJoinWaitlist(event, 1);
}
