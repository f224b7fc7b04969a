import { formatTime, formatWeekdayDate } from './format';

// In lib because the listing, registration, ticket and organiser screens all show event times.
// In the reader's language and the viewer's own zone (DESIGN §3), through lib/format.ts.

const dayAndTime = (date: Date) => `${formatWeekdayDate(date)}, ${formatTime(date)}`;

/** The same calendar day in the viewer's zone (the zone the texts are written in). */
const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

const isValid = (date: Date) => !Number.isNaN(date.getTime());

/**
 * An event's start and end in the viewer's own zone (DESIGN §3): "Sat 5 Dec 2026, 10:00 – 18:00"
 * on one day, "Sat 5 Dec 2026, 10:00 – Mon 7 Dec 2026, 18:00" across days.
 */
export function formatEventDates(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (!isValid(start)) return '';
  const from = dayAndTime(start);
  if (!isValid(end) || end <= start) return from;
  return `${from} – ${sameDay(start, end) ? formatTime(end) : dayAndTime(end)}`;
}

/** An event's start alone in the viewer's zone, e.g. "Sat 5 Dec 2026, 10:00". */
export function formatEventStart(startIso: string): string {
  const start = new Date(startIso);
  return isValid(start) ? dayAndTime(start) : '';
}
