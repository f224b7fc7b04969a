// Reading event times in their venue's zone (issue 19): what a zone's clock reads at an instant,
// and the zone's name then. Only `Intl` knows the zones' rules; nothing here writes an offset
// down. Split from time-zones.ts (which re-exports all of it) so the web's first visit, which
// shows event times, loads only what it needs (zone-names.ts), not the forms' conversions.

export * from './zone-names';

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

/** The instant at which a UTC clock reads `clock` (how offsets are measured). */
export const asUtc = (clock: WallClock) => {
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

/** Whether two zones' clocks read the same at `instant` (Asia/Kolkata and Asia/Calcutta do). */
export function sameWallClock(a: string, b: string, instant: Date | number | string): boolean {
  const time = new Date(instant).getTime();
  return zoneOffsetAt(time, a) === zoneOffsetAt(time, b);
}
