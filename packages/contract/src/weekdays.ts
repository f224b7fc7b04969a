// Days of the week as RFC 5545 names them (no zod: the event's page reads them on a first visit).

/** RFC 5545's weekday codes, Monday first (as BYDAY writes them). */
export const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

/** The weekday of a calendar day (YYYY-MM-DD), as RFC 5545 writes it. */
export function weekdayOf(day: string): WeekdayCode {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const sunday0 = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return weekdayCodes[(sunday0 + 6) % 7]!;
}

/** Which of its weekday in the month a day is: 1 to 4, or -1 for a fifth (the last). */
export function weekdayPosition(day: string): number {
  const date = Number(day.slice(8, 10));
  const nth = Math.ceil(date / 7);
  return nth === 5 ? -1 : nth;
}
