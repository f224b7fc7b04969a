// iCalendar (RFC 5545) for "Add to calendar", the subscribable feed and email attachments.

export interface CalendarEntry {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  location: string;
  latitude: number | null;
  longitude: number | null;
  status: 'draft' | 'published' | 'cancelled';
  updatedAt: Date;
  /** The event's page, e.g. https://portal.example/event-details/… */
  url: string;
}

/** TEXT values escape backslash, semicolon, comma and line breaks (§3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded with CRLF + space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line may hold 75 octets; continuation lines 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC DATE-TIME form, e.g. 20261205T043000Z. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(entry: CalendarEntry, uidDomain: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${entry.id}@${uidDomain}`,
    `DTSTAMP:${formatUtc(entry.updatedAt)}`,
    `LAST-MODIFIED:${formatUtc(entry.updatedAt)}`,
    `DTSTART:${formatUtc(entry.startsAt)}`,
    `DTEND:${formatUtc(entry.endsAt > entry.startsAt ? entry.endsAt : new Date(entry.startsAt.getTime() + 3600_000))}`,
    `SUMMARY:${escapeText(entry.title)}`,
    `DESCRIPTION:${escapeText(`${entry.description}\n\n${entry.url}`)}`,
    `LOCATION:${escapeText(entry.location)}`,
    `URL:${entry.url}`,
    `STATUS:${entry.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
  ];
  if (entry.latitude !== null && entry.longitude !== null)
    lines.push(`GEO:${entry.latitude};${entry.longitude}`);
  lines.push('END:VEVENT');
  return lines;
}

export function buildCalendar(
  entries: CalendarEntry[],
  options: { name: string; uidDomain: string; method?: 'PUBLISH' },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Community Portal//Events//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method ?? 'PUBLISH'}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...entries.flatMap((entry) => eventLines(entry, options.uidDomain)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
