import {
  asUtc,
  localDateTimeAt,
  seriesMessages,
  wallClockAt,
  type RecurrenceParsed,
} from '@portal/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { occurrenceInstant, seriesDates } from './expand';
import * as repo from './repository';

// Making a series from an event (ADR 40), shared by POST /api/events (with `recurrence`), PUT
// /api/events/{id} of a one-off and POST /api/events/{id}/series. Planned first, so a rule that
// makes too many dates is a 400 before anything is written.

export interface SeriesPlan {
  recurrence: RecurrenceParsed;
  rrule: string;
  firstStart: string;
  timeZone: string;
  /** Every date after the first. */
  dates: { startsAt: Date; endsAt: Date }[];
}

/** Milliseconds between two instants as the venue's wall clock reads them. */
export const wallGap = (from: Date, to: Date, timeZone: string) =>
  asUtc(wallClockAt(to, timeZone)) - asUtc(wallClockAt(from, timeZone));

/** The wall-clock time `ms` after `instant`'s, in the venue's zone ("2027-01-09T18:30"). */
export const wallAfter = (instant: Date, ms: number, timeZone: string) =>
  new Date(asUtc(wallClockAt(instant, timeZone)) + ms).toISOString().slice(0, 16);

/** The series' dates for a first date; each keeps its length on the wall clock. */
export function planSeries(
  recurrence: RecurrenceParsed,
  first: { startsAt: Date; endsAt: Date; timeZone: string },
): SeriesPlan {
  const { timeZone } = first;
  const firstStart = localDateTimeAt(first.startsAt, timeZone).slice(0, 16);
  const { rrule, starts } = seriesDates(recurrence, firstStart, timeZone);
  const length = wallGap(first.startsAt, first.endsAt, timeZone);
  const dates = starts.slice(1).map((start) => {
    const startsAt = occurrenceInstant(start, timeZone);
    return { startsAt, endsAt: occurrenceInstant(wallAfter(startsAt, length, timeZone), timeZone) };
  });
  return { recurrence, rrule, firstStart, timeZone, dates };
}

/** Writes the plan: the event becomes the first date; 409 when it is already in a series. */
export async function makeSeries(
  db: Database,
  eventId: string,
  plan: SeriesPlan,
  createdBy: string | null,
) {
  const { dates, ...series } = plan;
  const made = await repo.insertSeries(db, eventId, { ...series, createdBy }, dates);
  if (!made) throw new HttpError(409, 'conflict', seriesMessages.alreadySeries);
  return made;
}
