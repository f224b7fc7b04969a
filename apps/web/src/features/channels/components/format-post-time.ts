import dayjs from 'dayjs';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** Older than this, a post shows its date instead of "3 days ago". */
const relativeLimit = 7 * 86_400_000;

/**
 * When a post was written, in the viewer's zone (DESIGN §3): "just now", "5 minutes ago",
 * "yesterday" within a week, then a date such as "5 Mar 2026, 14:07".
 */
export function formatPostTime(iso: string, now: Date = new Date()): string {
  const time = dayjs(iso);
  if (!time.isValid()) return '';
  const age = now.getTime() - time.valueOf();
  if (age >= 0 && age < relativeLimit) {
    const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    for (const [unit, size] of units) {
      if (age >= size) return relative.format(-Math.floor(age / size), unit);
    }
    return 'just now';
  }
  return formatPostDate(iso);
}

/** The full date and time, for the tooltip and for older posts. */
export function formatPostDate(iso: string): string {
  return dayjs(iso).format('D MMM YYYY, HH:mm');
}
