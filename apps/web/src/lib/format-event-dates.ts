import { defineMessages } from '@portal/contract/i18n/define-messages';
import { zoneAbbreviation, zoneCity } from '@portal/contract/zone-names';
import { activeLocale, activePack, formatMessage } from '../i18n/active-language';
import { formatDateParts, formatTime, formatWeekdayDate } from './format';

// In lib because the listing, registration, ticket, calendar, tournament and organiser screens
// all show event times. An event happens somewhere (issue 19, DESIGN §3): its times are written
// in its venue's zone, named ("Sat 7 Jun 2027, 09:30 IST"), and every function here takes that
// zone explicitly — the server renders these too, and its own zone means nothing to a reader.
// The reader's zone is passed in (null before hydration, see use-reader-time-zone.ts).

export const eventTimeMessages = defineMessages('eventTime', {
  /** The reader's own clock beside the venue's: "23:00 Fri in Toronto (your time)". */
  readerTime: '{time} in {city} (your time)',
});

const zoneNames = new Map<string, string>();

/**
 * A zone as the reader names it (issue 36 §7): its city in English ("Toronto"); in Hindi or
 * Gujarati, the zone's own name in that language from the browser's Intl data ("उत्तरी अमेरिकी
 * पूर्वी समय"), which weighs nothing on the first visit. The city where Intl has no name.
 */
export function readerZoneName(timeZone: string): string {
  if (activePack().language === 'en') return zoneCity(timeZone);
  // A list of events names the same zone on every card; making a formatter each time is slow.
  const key = `${activeLocale()} ${timeZone}`;
  let name = zoneNames.get(key);
  if (name === undefined) {
    try {
      const named = new Intl.DateTimeFormat(activeLocale(), {
        timeZone,
        timeZoneName: 'longGeneric',
      })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value;
      // Intl falls back to "GMT+05:30" where it knows no name: the city says more.
      name = named && !/^GMT|^UTC/.test(named) ? named : zoneCity(timeZone);
    } catch {
      name = zoneCity(timeZone);
    }
    zoneNames.set(key, name);
  }
  return name;
}

/** What an event or match time needs: its instants (ISO 8601) and its venue's zone. */
export interface EventTimes {
  date: string;
  endDate?: string | null;
  timeZone: string;
  online?: boolean;
}

const isValid = (date: Date) => !Number.isNaN(date.getTime());

// Days and clocks are compared through the same cached Intl formatters that write them (the
// first visit shows event times: zone-names.ts is all it loads of the contract's zone helpers).
const dayIn = (date: Date, zone: string) =>
  formatDateParts(date, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: zone });
const clockIn = (date: Date, zone: string) =>
  formatDateParts(date, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone: zone,
  });

const dayAndTime = (date: Date, zone: string) =>
  `${formatWeekdayDate(date, 'short', zone)}, ${formatTime(date, zone)}`;

/** Whether a later end is worth writing (an event without one ends when it starts). */
function endAfter(start: Date, endIso: string | null | undefined): Date | undefined {
  if (!endIso) return undefined;
  const end = new Date(endIso);
  return isValid(end) && end > start ? end : undefined;
}

/**
 * Start and end as the clocks in `zone` read them, without naming the zone: "Sat 7 Jun 2027,
 * 09:30 – 18:00" on one day, both days across days. `names` adds the zone's abbreviation after
 * each time whose abbreviation is not the same as the last one's (a change of clocks mid-event).
 */
function zonedRange(start: Date, end: Date | undefined, zone: string, names: boolean): string {
  const name = (date: Date) => (names ? ` ${zoneAbbreviation(zone, date)}` : '');
  const from = dayAndTime(start, zone);
  if (!end) return `${from}${name(start)}`;
  const to =
    dayIn(start, zone) === dayIn(end, zone) ? formatTime(end, zone) : dayAndTime(end, zone);
  const startName = name(start);
  const endName = name(end);
  return startName === endName
    ? `${from} – ${to}${endName}`
    : `${from}${startName} – ${to}${endName}`;
}

/**
 * An event's start and end in its venue's zone, named: "Sat 7 Jun 2027, 09:30 – 18:00 IST",
 * "Sat 5 Dec 2026, 10:00 – Mon 7 Dec 2026, 18:00 IST". The server's first paint shows this.
 */
export function formatEventDates(
  startIso: string,
  endIso: string | null | undefined,
  timeZone: string,
): string {
  const start = new Date(startIso);
  if (!isValid(start)) return '';
  return zonedRange(start, endAfter(start, endIso), timeZone, true);
}

/** An event's (or a match's) start alone in its venue's zone, named: "Sat 7 Jun 2027, 09:30 IST". */
export function formatEventStart(startIso: string, timeZone: string): string {
  return formatEventDates(startIso, undefined, timeZone);
}

/** Whether the reader's clock reads differently from the venue's at `instant`. */
function readerDiffers(instant: Date, venueZone: string, readerZone: string | null): boolean {
  return (
    !!readerZone &&
    readerZone !== venueZone &&
    clockIn(instant, venueZone) !== clockIn(instant, readerZone)
  );
}

/**
 * The reader's own time at an event's start, when their clock reads differently from the
 * venue's: "23:00 Fri in Toronto (your time)", the day named only when it is not the venue's.
 * Empty for a reader in the venue's zone, or while the reader's zone is not known yet.
 */
export function formatReaderTime(
  startIso: string,
  venueZone: string,
  readerZone: string | null,
): string {
  const start = new Date(startIso);
  if (!isValid(start) || !readerDiffers(start, venueZone, readerZone)) return '';
  const reader = readerZone!;
  let time = formatTime(start, reader);
  if (dayIn(start, reader) !== dayIn(start, venueZone))
    time = `${time} ${formatDateParts(start, { weekday: 'short', timeZone: reader })}`;
  return formatMessage(eventTimeMessages.readerTime, {
    time,
    city: readerZoneName(reader),
  });
}

/**
 * An event time as a reader sees it: `primary` first, `secondary` (when there is one) beside it
 * in brackets. In person: the venue's time, then the reader's start. Online: the reader's whole
 * time first ("Fri 6 Jun 2027, 23:00 in Toronto (your time)"), then the venue's.
 */
export function eventTimeParts(
  times: EventTimes,
  readerZone: string | null,
  { withEnd = true }: { withEnd?: boolean } = {},
): { primary: string; secondary: string } {
  const end = withEnd ? times.endDate : undefined;
  const venue = formatEventDates(times.date, end, times.timeZone);
  const start = new Date(times.date);
  if (!venue || !readerDiffers(start, times.timeZone, readerZone))
    return { primary: venue, secondary: '' };
  if (!times.online)
    return {
      primary: venue,
      secondary: formatReaderTime(times.date, times.timeZone, readerZone),
    };
  const reader = readerZone!;
  const own = zonedRange(start, endAfter(start, end), reader, false);
  return {
    primary: formatMessage(eventTimeMessages.readerTime, {
      time: own,
      city: readerZoneName(reader),
    }),
    secondary: venue,
  };
}

/** The same as one line of text: "Sat 7 Jun 2027, 09:30 IST (23:00 Fri in Toronto (your time))". */
export function formatEventTimes(
  times: EventTimes,
  readerZone: string | null,
  options?: { withEnd?: boolean },
): string {
  const { primary, secondary } = eventTimeParts(times, readerZone, options);
  return secondary ? `${primary} (${secondary})` : primary;
}
