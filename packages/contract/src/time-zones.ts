// Event times in their venue's zone (DESIGN §3, issue 19). Only `Intl` knows the zones' rules:
// offsets are read from it at the instant concerned, never written down here, so daylight
// saving follows the runtime's time-zone database. No zod here: the web's first visit imports
// this (ADR 20); the schemas are in events.ts.

/** The site's zone until an admin chooses another (a site setting). */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Kolkata';

/** An IANA name as written ("Asia/Kolkata", "America/Argentina/Buenos_Aires", "UTC"). */
const IANA_NAME = /^(?:UTC|[A-Z][A-Za-z_-]+(?:\/[A-Za-z0-9_+-]+){1,2})$/;

const zoneChecks = new Map<string, boolean>();

/**
 * Whether `name` is a zone of the runtime's IANA database. Checked by `Intl` itself rather than
 * against `Intl.supportedValuesOf`, which lists ICU's canonical names (Asia/Calcutta) and leaves
 * out the current ones (Asia/Kolkata) that people write.
 */
export function isTimeZone(name: string): boolean {
  let known = zoneChecks.get(name);
  if (known === undefined) {
    known = IANA_NAME.test(name) && zoneAccepted(name);
    if (zoneChecks.size < 1000) zoneChecks.set(name, known);
  }
  return known;
}

function zoneAccepted(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A wall-clock reading: what a clock on the wall in some zone shows. Months from 1. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
function partFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/** What the wall clock in `timeZone` reads at `instant`. */
export function wallClockAt(instant: Date | number | string, timeZone: string): WallClock {
  const date = instant instanceof Date ? instant : new Date(instant);
  const parts: Record<string, number> = {};
  for (const part of partFormat(timeZone).formatToParts(date))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (clock: WallClock) => {
  const date = new Date(
    Date.UTC(2000, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second),
  );
  date.setUTCFullYear(clock.year);
  return date.getTime();
};

/** The zone's offset from UTC at `instant`, in milliseconds (+05:30 → 19,800,000). */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return asUtc(wallClockAt(whole, timeZone)) - whole;
}

/** "2027-03-28T01:30" or "2027-03-28T01:30:00": a wall-clock time with no zone or offset. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function parseLocalDateTime(value: string): WallClock | undefined {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const clock = { year, month, day, hour, minute, second } as WallClock;
  // Refuses 30 February and 24:00 rather than rolling them over.
  const back = new Date(asUtc(clock));
  const real =
    back.getUTCFullYear() === clock.year &&
    back.getUTCMonth() === clock.month - 1 &&
    back.getUTCDate() === clock.day &&
    clock.hour < 24 &&
    clock.minute < 60 &&
    clock.second < 60;
  return real ? clock : undefined;
}

export type ZonedInstant =
  | { ok: true; instant: Date; ambiguous: boolean }
  | { ok: false; reason: 'invalid' | 'nonexistent' };

const sameClock = (a: WallClock, b: WallClock) =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute &&
  a.second === b.second;

/**
 * The instant at which the wall clock in `timeZone` reads `local`. A time skipped when the clocks
 * go forward does not exist; a time the clocks repeat when they go back is ambiguous, and the
 * first occurrence is taken (the earlier instant), as the form tells the organiser.
 */
export function instantFromWallClock(local: string | WallClock, timeZone: string): ZonedInstant {
  const clock = typeof local === 'string' ? parseLocalDateTime(local) : local;
  if (!clock || !isTimeZone(timeZone)) return { ok: false, reason: 'invalid' };
  const guess = asUtc(clock);
  // No zone changes its offset twice within two days, so the offsets a day either side are the
  // only ones this wall-clock time can have.
  const offsets = new Set([
    zoneOffsetAt(guess - 86_400_000, timeZone),
    zoneOffsetAt(guess + 86_400_000, timeZone),
  ]);
  const matches = [...offsets]
    .map((offset) => guess - offset)
    .filter((instant) => sameClock(wallClockAt(instant, timeZone), clock))
    .sort((a, b) => a - b);
  if (matches.length === 0) return { ok: false, reason: 'nonexistent' };
  return { ok: true, instant: new Date(matches[0]!), ambiguous: matches.length > 1 };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The wall-clock time at `instant` in `timeZone` as a form writes it: "2027-03-28T10:00". */
export function localDateTimeAt(instant: Date | number | string, timeZone: string): string {
  const clock = wallClockAt(instant, timeZone);
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** The venue's calendar day of `instant`, "2027-06-07": the day a calendar files an event under. */
export function localDayAt(instant: Date | number | string, timeZone: string): string {
  return localDateTimeAt(instant, timeZone).slice(0, 10);
}

/**
 * English locales whose short zone names are the ones people use there ("IST" only in en-IN,
 * "BST" in en-GB, "EDT" in en-US); the first that names a zone by letters wins.
 */
const NAMING_LOCALES = ['en-IN', 'en-GB', 'en-US', 'en-CA', 'en-AU', 'en-NZ', 'en-SG', 'en-AE'];

const nameFormats = new Map<string, Intl.DateTimeFormat>();
function shortZoneName(locale: string, timeZone: string, instant: Date): string {
  const key = `${locale}|${timeZone}`;
  let format = nameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    nameFormats.set(key, format);
  }
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * The zone's short name at `instant`: "IST", "BST" or "GMT", "EDT" or "EST", "AEDT". Where no
 * English locale has letters for it, the offset ("GMT+4").
 */
export function zoneAbbreviation(timeZone: string, instant: Date | number | string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  let fallback = '';
  for (const locale of NAMING_LOCALES) {
    const name = shortZoneName(locale, timeZone, date);
    if (!fallback) fallback = name;
    if (name && !/^(GMT|UTC)[+-−]/.test(name)) return name;
  }
  return fallback || timeZone;
}

/** The zone's city as people say it: "America/Toronto" → "Toronto", "Asia/Ho_Chi_Minh" → "Ho Chi Minh". */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/** Whether two zones' clocks read the same at `instant` (Asia/Kolkata and Asia/Calcutta do). */
export function sameWallClock(a: string, b: string, instant: Date | number | string): boolean {
  const time = new Date(instant).getTime();
  return zoneOffsetAt(time, a) === zoneOffsetAt(time, b);
}
