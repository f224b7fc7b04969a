import dayjs from 'dayjs';

// In lib because the listing, registration, ticket and organiser screens all show event times.

const day = 'ddd D MMM YYYY';
const time = 'HH:mm';

/**
 * An event's start and end in the viewer's own zone (DESIGN §3): "Sat 5 Dec 2026, 10:00 – 18:00"
 * on one day, "Sat 5 Dec 2026, 10:00 – Mon 7 Dec 2026, 18:00" across days.
 */
export function formatEventDates(startIso: string, endIso: string): string {
  const start = dayjs(startIso);
  const end = dayjs(endIso);
  const from = start.format(`${day}, ${time}`);
  if (!end.isValid() || !end.isAfter(start)) return from;
  return `${from} – ${end.format(start.isSame(end, 'day') ? time : `${day}, ${time}`)}`;
}

/** An event's start alone in the viewer's zone, e.g. "Sat 5 Dec 2026, 10:00". */
export function formatEventStart(startIso: string): string {
  return dayjs(startIso).format(`${day}, ${time}`);
}
