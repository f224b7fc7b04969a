import dayjs from 'dayjs';

/** An ISO time from the API in the viewer's own zone (DESIGN §3), e.g. "5 Mar 2026, 14:07". */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('D MMM YYYY, HH:mm');
}
