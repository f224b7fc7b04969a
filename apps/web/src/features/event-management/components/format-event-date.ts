import dayjs from 'dayjs';

/** A moment in a list, e.g. "1 Nov 2026, 14:30". */
export function formatShortDateTime(iso: string): string {
  return dayjs(iso).format('D MMM YYYY, HH:mm');
}
