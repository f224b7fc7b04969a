import { eventMessages, instantFromWallClock, isWallClockTime } from '@portal/contract';
import { HttpError } from '../../plugins/errors';

// Event and match times as clients send them (issue 19): an instant (with `Z` or an offset) is
// taken as it is; a wall-clock time with no offset ("2027-06-07T09:30") is that time in the
// event's zone. Only explicit zones are used here, never the server process's own (TZ).

/** The instant `value` means in `timeZone`; a 400 naming `field` for a time the clocks skip. */
export function instantIn(value: string, timeZone: string, field: string): Date {
  if (!isWallClockTime(value)) return new Date(value);
  const resolved = instantFromWallClock(value, timeZone);
  // A repeated time (the clocks go back) is its first occurrence: `instant` is already that one.
  if (resolved.ok) return resolved.instant;
  throw new HttpError(400, 'validation', eventMessages.timeSkipped, {
    [field]: eventMessages.timeSkipped,
  });
}

/** An event with no end is taken to last two hours, so calendars show it as a block of time. */
const DEFAULT_LENGTH = 2 * 3600_000;

/** The event's start and end as instants, the end defaulted and checked against the start. */
export function eventInstants(
  input: { date: string; endDate?: string | null | undefined },
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  const startsAt = instantIn(input.date, timeZone, 'date');
  const endsAt = input.endDate
    ? instantIn(input.endDate, timeZone, 'endDate')
    : new Date(startsAt.getTime() + DEFAULT_LENGTH);
  if (endsAt < startsAt)
    throw new HttpError(400, 'validation', eventMessages.endBeforeStart, {
      endDate: eventMessages.endBeforeStart,
    });
  return { startsAt, endsAt };
}
