import dayjs from 'dayjs';

/** "Saturday 5 December 2026": how a day is named in headings and the grid's labels. */
export function formatLongDay(day: Date): string {
  return dayjs(day).format('dddd D MMMM YYYY');
}

/**
 * An event's time range in the viewer's zone: "10:00 – 18:00" within one day, with the dates
 * ("5 Dec 10:00 – 7 Dec 18:00") when it runs over several.
 */
export function formatTimeRange(start: string, end: string): string {
  const from = dayjs(start);
  const to = dayjs(end);
  if (!to.isAfter(from)) return from.format('HH:mm');
  if (from.isSame(to, 'day')) return `${from.format('HH:mm')} – ${to.format('HH:mm')}`;
  const format = from.isSame(to, 'year') ? 'D MMM HH:mm' : 'D MMM YYYY HH:mm';
  return `${from.format(format)} – ${to.format(format)}`;
}
