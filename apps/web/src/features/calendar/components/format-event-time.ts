import { formatWeekdayDate } from '../../../lib/format';

// Through lib/format.ts, so days are named in the reader's language. Events' own times are
// written by components/event-time.tsx, in their venue's zone (issue 19).

/** "Saturday 5 December 2026" / "शनिवार 5 दिसंबर 2026": a day in headings and the grid's labels. */
export function formatLongDay(day: Date): string {
  return formatWeekdayDate(day, 'long');
}
