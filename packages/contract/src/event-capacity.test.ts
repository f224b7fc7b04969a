import { describe, expect, it } from 'vitest';
import { isEventFull, wouldJoinWaitlist } from './event-capacity';

describe('event capacity', () => {
  it('never fills an event without a capacity', () => {
    expect(isEventFull({ capacity: null, seatsTaken: 5000, waitlisted: 0 })).toBe(false);
  });

  it('is full when every place is taken, or anyone is already waiting', () => {
    expect(isEventFull({ capacity: 6, seatsTaken: 6, waitlisted: 0 })).toBe(true);
    expect(isEventFull({ capacity: 6, seatsTaken: 5, waitlisted: 0 })).toBe(false);
    // A place freed while people wait is theirs: a newcomer still queues (ADR 8).
    expect(isEventFull({ capacity: 6, seatsTaken: 5, waitlisted: 1 })).toBe(true);
  });

  it('sends a couple to the waiting list when only one place is left', () => {
    const oneLeft = { capacity: 6, seatsTaken: 5, waitlisted: 0 };
    expect(wouldJoinWaitlist(oneLeft, 1)).toBe(false);
    expect(wouldJoinWaitlist(oneLeft, 2)).toBe(true);
  });
});
