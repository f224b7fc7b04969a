// A zone's name as people say it (issue 19): "IST", "BST", "Toronto". Its own module because
// every page that shows an event time needs these and nothing else of the zone helpers.

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

/**
 * Old IANA names browsers still report (Chrome's ICU says Asia/Calcutta), to the names people
 * and the event form use (issue 36). Links, not zones: the rules are the same. Only those ICU
 * still gives as canonical for the places our readers live: the table loads on every first visit.
 */
const canonicalNames: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
};

/** The current IANA name of a zone: "Asia/Calcutta" → "Asia/Kolkata"; others as they are. */
export function canonicalZone(timeZone: string): string {
  return canonicalNames[timeZone] ?? timeZone;
}

/**
 * The zone's city as people say it: "America/Toronto" → "Toronto", "Asia/Calcutta" → "Kolkata",
 * "Asia/Ho_Chi_Minh" → "Ho Chi Minh". (Cities in Hindi and Gujarati would weigh on every first
 * visit here; they belong in the language catalogues, which load with their language.)
 */
export function zoneCity(timeZone: string): string {
  const zone = canonicalZone(timeZone);
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}
