import { wallClockAt } from '@portal/contract';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

// The VTIMEZONE definitions come from timezones-ical-library (IANA data bundled, updated with
// each tzdata release, ADR 32): no zone rules are written here.

const known = new Set(tzlib_get_timezones() as string[]);
const blocks = new Map<string, CalendarZone | null>();

export interface CalendarZone {
  /** The TZID the library names the zone by (an old alias such as Asia/Calcutta → Asia/Kolkata). */
  tzid: string;
  /** The VTIMEZONE component, one content line per entry, unfolded. */
  lines: string[];
}

/** The zone's VTIMEZONE, or null when the library does not know it (the entry is then in UTC). */
export function calendarZone(timeZone: string): CalendarZone | null {
  let zone = blocks.get(timeZone);
  if (zone === undefined) {
    // Asked only for names it lists: for others it logs to the console and returns "".
    const block = known.has(timeZone) ? tzlib_get_ical_block(timeZone) : '';
    const [component, tzidLine] = Array.isArray(block) ? block : [];
    zone =
      component && tzidLine?.startsWith('TZID=')
        ? { tzid: tzidLine.slice('TZID='.length), lines: component.split(/\r?\n/) }
        : null;
    blocks.set(timeZone, zone);
  }
  return zone;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Local DATE-TIME form (§3.3.5, form 3) on the zone's wall clock, e.g. 20310405T100000. */
export function formatLocal(instant: Date, timeZone: string): string {
  const clock = wallClockAt(instant, timeZone);
  return `${pad(clock.year, 4)}${pad(clock.month)}${pad(clock.day)}T${pad(clock.hour)}${pad(clock.minute)}${pad(clock.second)}`;
}
