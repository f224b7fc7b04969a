import dayjs from 'dayjs';

/** "5 Dec 2026": when a post was written. */
export function formatPostDate(iso: string): string {
  return dayjs(iso).format('D MMM YYYY');
}
