// Event times in their venue's zone (DESIGN §3, issue 19). Only `Intl` knows the zones' rules:
// offsets are read from it at the instant concerned, never written down here, so daylight
// saving follows the runtime's time-zone database. No zod here: the web's first visit imports
// this (ADR 20); the schemas are in events.ts.

import { asUtc, wallClockAt, zoneOffsetAt, type WallClock } from './zone-clock';

export * from './zone-clock';

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
