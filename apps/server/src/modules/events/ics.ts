// iCalendar (RFC 5545) for "Add to calendar", the subscribable feed and email attachments.
import { calendarZone, formatLocal } from './ics-zones';

export interface CalendarEntry {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  /** IANA zone the event happens in: its times are written on that zone's wall clock. */
  timeZone: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  status: 'draft' | 'published' | 'cancelled';
  updatedAt: Date;
  /** The event's page, e.g. https://portal.example/event-details/… */
  url: string;
  /** A recurring event (ADR 40): the series' UID, shared by its rule and its changed dates. */
  uid?: string;
  /** The series' RRULE value, on the rule's own entry. */
  rrule?: string;
  /** Dates the rule makes that do not happen (cancelled or deleted). */
  exdates?: Date[];
  /** On a date that differs from the rule: the start the rule gave it. */
  recurrenceId?: Date;
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

/**
 * DTSTART or DTEND on the event's wall clock with its TZID (issue 19), so calendars keep the
 * event at its venue's time; in UTC only for a zone the VTIMEZONE library does not know.
 */
function timeLine(
  name: 'DTSTART' | 'DTEND' | 'EXDATE' | 'RECURRENCE-ID',
  instant: Date,
  timeZone: string,
): string {
  const zone = calendarZone(timeZone);
  return zone
    ? `${name};TZID=${zone.tzid}:${formatLocal(instant, timeZone)}`
    : `${name}:${formatUtc(instant)}`;
}

function eventLines(entry: CalendarEntry, uidDomain: string): string[] {
  const end =
    entry.endsAt > entry.startsAt ? entry.endsAt : new Date(entry.startsAt.getTime() + 3600_000);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${entry.uid ?? entry.id}@${uidDomain}`,
    `DTSTAMP:${formatUtc(entry.updatedAt)}`,
    `LAST-MODIFIED:${formatUtc(entry.updatedAt)}`,
    timeLine('DTSTART', entry.startsAt, entry.timeZone),
    timeLine('DTEND', end, entry.timeZone),
    ...(entry.rrule ? [`RRULE:${entry.rrule}`] : []),
    ...(entry.exdates ?? []).map((date) => timeLine('EXDATE', date, entry.timeZone)),
    ...(entry.recurrenceId ? [timeLine('RECURRENCE-ID', entry.recurrenceId, entry.timeZone)] : []),
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

/** One VTIMEZONE per zone the entries use (§3.6.5: every TZID used must have one). */
function timeZoneLines(entries: CalendarEntry[]): string[] {
  const zones = new Map<string, string[]>();
  for (const entry of entries) {
    const zone = calendarZone(entry.timeZone);
    if (zone) zones.set(zone.tzid, zone.lines);
  }
  return [...zones.values()].flat();
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
    ...timeZoneLines(entries),
    ...entries.flatMap((entry) => eventLines(entry, options.uidDomain)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
