import { localDayAt, localeOf, zoneAbbreviation, type Language } from '@portal/contract';

// Times the server writes into emails and files, on an explicit zone's clock and named (issue
// 19), in the portal's shapes (ADR 29): never the server process's own zone. An event's or a
// match's time is on its venue's clock; anything else (a payment, a registration) on the site's.

const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone });
    formats.set(key, formatter);
  }
  return formatter;
}

/** "Sat 7 Jun 2027" / "शनि 7 जून 2027": the day on the zone's clock, spaces between parts. */
export function weekdayDateIn(instant: Date, timeZone: string, language: Language): string {
  return format(language, timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
    .formatToParts(instant)
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}

/** "09:30": the 24-hour time on the zone's clock. */
export function timeIn(instant: Date, timeZone: string, language: Language): string {
  return format(language, timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** "Sat 7 Jun 2027, 09:30 IST": when something happens, at its venue. */
export function venueTime(instant: Date, timeZone: string, language: Language): string {
  return `${weekdayDateIn(instant, timeZone, language)}, ${timeIn(instant, timeZone, language)} ${zoneAbbreviation(timeZone, instant)}`;
}

/**
 * "Sat 7 Jun 2027, 09:30 – 13:00 IST" within one day on the venue's clock (the zone named once
 * when both ends share its name), else both ends in full.
 */
export function venueSpan(start: Date, end: Date, timeZone: string, language: Language): string {
  const name = zoneAbbreviation(timeZone, start);
  if (
    localDayAt(start, timeZone) === localDayAt(end, timeZone) &&
    name === zoneAbbreviation(timeZone, end)
  )
    return `${weekdayDateIn(start, timeZone, language)}, ${timeIn(start, timeZone, language)} – ${timeIn(end, timeZone, language)} ${name}`;
  return `${venueTime(start, timeZone, language)} – ${venueTime(end, timeZone, language)}`;
}

/** "5 Dec 2026, 14:07 IST": when something was recorded, on the site's clock. */
export function recordedTime(instant: Date, timeZone: string, language: Language): string {
  const text = format(language, timeZone, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return `${text} ${zoneAbbreviation(timeZone, instant)}`;
}
