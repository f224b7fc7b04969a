import { isTimeZone, zoneAbbreviation, zoneCity } from '@portal/contract/time-zones';

// The zones an organiser or admin picks from (issue 19). Loaded only with the management screens
// (their lazy chunks): four hundred zones have no place in a first visit.

/**
 * ICU lists some zones under names the IANA database has since replaced (its "canonical" names
 * are the old ones): people look for Kolkata, Kyiv and Kathmandu. Each is shown, and stored,
 * under its current name; both name the same clock.
 */
const currentNames: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone under its current IANA name ("Asia/Calcutta" → "Asia/Kolkata"). */
export function currentZoneName(zone: string): string {
  const current = currentNames[zone];
  return current && isTimeZone(current) ? current : zone;
}

/** Every zone the runtime knows, under current names, once each, and UTC. */
export function timeZoneNames(): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed.map(currentZoneName), 'UTC'])];
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** "GMT+5:30", "GMT-4", "GMT" at `instant`. */
export function zoneOffsetName(zone: string, instant: Date): string {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' });
    offsetFormats.set(zone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  // Some ICU versions write UTC itself as "GMT+0".
  return !name || name === 'GMT+0' ? 'GMT' : name;
}

/** "Kolkata (IST, GMT+5:30)", "Dubai (GMT+4)", "London (GMT)": a zone as an option names it. */
export function timeZoneLabel(zone: string, instant: Date = new Date()): string {
  const offset = zoneOffsetName(zone, instant);
  const abbreviation = zoneAbbreviation(zone, instant);
  const names = abbreviation && abbreviation !== offset ? `${abbreviation}, ${offset}` : offset;
  return `${zoneCity(zone)} (${names})`;
}

export interface TimeZoneGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** The picker's options by region ("Asia", "Europe"…), cities in order; `extra` always included. */
export function timeZoneGroups(
  extra: readonly string[] = [],
  now: Date = new Date(),
): TimeZoneGroup[] {
  const zones = new Set(timeZoneNames());
  for (const zone of extra) if (zone && isTimeZone(zone)) zones.add(zone);
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'UTC';
    const items = groups.get(region) ?? [];
    items.push({ value: zone, label: timeZoneLabel(zone, now) });
    groups.set(region, items);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, items]) => ({
      group,
      items: items.sort((a, b) => a.label.localeCompare(b.label)),
    }));
}
