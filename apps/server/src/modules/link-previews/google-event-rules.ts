// Google's Event structured data rules (developers.google.com/search/docs/appearance/
// structured-data/event), written as checks for the tests: required properties, the recommended
// ones we fill, and the types and values each may take. Returns what is wrong; [] is valid.

const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const statuses = [
  'EventCancelled',
  'EventMovedOnline',
  'EventPostponed',
  'EventRescheduled',
  'EventScheduled',
];
const modes = [
  'OfflineEventAttendanceMode',
  'OnlineEventAttendanceMode',
  'MixedEventAttendanceMode',
];
const availabilities = ['InStock', 'SoldOut', 'PreOrder'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const schemaValue = (value: unknown, allowed: string[]) =>
  typeof value === 'string' &&
  allowed.some(
    (name) => value === `https://schema.org/${name}` || value === `http://schema.org/${name}`,
  );

export function googleEventProblems(data: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  if (!isRecord(data)) return ['not an object'];
  need(['https://schema.org', 'http://schema.org'].includes(String(data['@context'])), '@context');
  need(data['@type'] === 'Event', '@type Event');
  // Required.
  need(isText(data.name), 'name (required text)');
  need(
    typeof data.startDate === 'string' && dateTime.test(data.startDate),
    'startDate (required ISO 8601 date-time with offset)',
  );
  const location = data.location;
  if (!isRecord(location)) problems.push('location (required)');
  else if (location['@type'] === 'Place') {
    need(isText(location.name), 'location.name');
    const address = location.address;
    need(
      isText(address) ||
        (isRecord(address) &&
          address['@type'] === 'PostalAddress' &&
          isText(address.streetAddress)),
      'location.address (PostalAddress with streetAddress, or text)',
    );
  } else if (location['@type'] === 'VirtualLocation')
    need(isUrl(location.url), 'location.url (VirtualLocation needs a URL)');
  else problems.push('location.@type (Place or VirtualLocation)');
  // Recommended.
  need(isText(data.description), 'description');
  need(
    typeof data.endDate === 'string' && dateTime.test(data.endDate),
    'endDate (ISO 8601 date-time with offset)',
  );
  if (typeof data.startDate === 'string' && typeof data.endDate === 'string')
    need(Date.parse(data.endDate) >= Date.parse(data.startDate), 'endDate before startDate');
  need(schemaValue(data.eventStatus, statuses), 'eventStatus');
  need(schemaValue(data.eventAttendanceMode, modes), 'eventAttendanceMode');
  if (isRecord(location)) {
    if (schemaValue(data.eventAttendanceMode, ['OfflineEventAttendanceMode']))
      need(location['@type'] === 'Place', 'an offline event is at a Place');
    if (schemaValue(data.eventAttendanceMode, ['OnlineEventAttendanceMode']))
      need(location['@type'] === 'VirtualLocation', 'an online event is at a VirtualLocation');
  }
  const images = Array.isArray(data.image) ? data.image : [data.image];
  need(images.length > 0 && images.every(isUrl), 'image (URLs)');
  const organizer = data.organizer;
  need(
    isRecord(organizer) &&
      ['Organization', 'Person'].includes(String(organizer['@type'])) &&
      isText(organizer.name) &&
      isUrl(organizer.url),
    'organizer (Organization or Person with name and url)',
  );
  if (data.offers !== undefined) {
    const offers = Array.isArray(data.offers) ? data.offers : [data.offers];
    need(offers.length > 0, 'offers (at least one)');
    offers.forEach((offer, index) => {
      if (!isRecord(offer)) return problems.push(`offers[${index}]`);
      need(offer['@type'] === 'Offer', `offers[${index}].@type Offer`);
      need(
        (typeof offer.price === 'number' && offer.price >= 0) ||
          (typeof offer.price === 'string' && /^\d+(\.\d+)?$/.test(offer.price)),
        `offers[${index}].price (a number, no currency sign)`,
      );
      need(
        typeof offer.priceCurrency === 'string' && /^[A-Z]{3}$/.test(offer.priceCurrency),
        `offers[${index}].priceCurrency (ISO 4217)`,
      );
      need(schemaValue(offer.availability, availabilities), `offers[${index}].availability`);
      need(
        typeof offer.validFrom === 'string' && dateTime.test(offer.validFrom),
        `offers[${index}].validFrom`,
      );
      need(isUrl(offer.url), `offers[${index}].url`);
      return undefined;
    });
  }
  return problems;
}
