import { formatDateParts, formatTime, formatWeekdayDate } from '../../../lib/format';

// Through lib/format.ts, so days and months are named in the reader's language.

/** "Saturday 5 December 2026" / "शनिवार 5 दिसंबर 2026": a day in headings and the grid's labels. */
export function formatLongDay(day: Date): string {
  return formatWeekdayDate(day, 'long');
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * An event's time range in the viewer's zone: "10:00 – 18:00" within one day, with the dates
 * ("5 Dec, 10:00 – 7 Dec, 18:00") when it runs over several.
 */
export function formatTimeRange(start: string, end: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (!(to.getTime() > from.getTime())) return formatTime(from);
  if (sameDay(from, to)) return `${formatTime(from)} – ${formatTime(to)}`;
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: from.getFullYear() === to.getFullYear() ? undefined : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  return `${formatDateParts(from, options)} – ${formatDateParts(to, options)}`;
}
