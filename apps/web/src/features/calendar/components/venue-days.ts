import { localDateTimeAt, localDayAt } from '@portal/contract/zone-clock';
import { dayKey } from './calendar-days';

// Which of the viewer's grid days an event sits on: its venue's days, whatever the viewer's zone
// (issue 19). Apart from calendar-days.ts, which the first screen's prefetch also loads.

interface Timed {
  date: string;
  endDate: string;
  /** The venue's IANA zone: the event's days are its calendar days there. */
  timeZone: string;
}

/** The venue's first and last calendar days of an event ("2027-06-07"). */
export function venueDays(event: Timed): { first: string; last: string } {
  const first = localDayAt(event.date, event.timeZone);
  const start = Date.parse(event.date);
  const end = Date.parse(event.endDate);
  if (!(end > start)) return { first, last: first };
  // An event that ends exactly at the venue's midnight does not spill onto the next day.
  const endClock = localDateTimeAt(end, event.timeZone);
  const last = endClock.endsWith('T00:00')
    ? localDayAt(end - 60_000, event.timeZone)
    : endClock.slice(0, 10);
  return { first, last: last < first ? first : last };
}

/**
 * Events that take place on `day` (the viewer's grid cell) at their venue, soonest first: a Pune
 * event on 7 June is on 7 June in every viewer's calendar.
 */
export function eventsOnDay<T extends Timed>(events: readonly T[], day: Date): T[] {
  const key = dayKey(day);
  return events
    .filter((event) => {
      const { first, last } = venueDays(event);
      return first <= key && key <= last;
    })
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}
