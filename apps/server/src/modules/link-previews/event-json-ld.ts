import type { PortalEvent } from '@portal/contract';

// schema.org `Event` for an event page (Google's Event structured data): what search engines and
// calendar apps read without running the page. Built from the event as a visitor reads it.

/** "2026-12-05T09:30:00+05:30": the instant on its zone's clock, with that zone's UTC offset. */
export function isoWithOffset(instant: string | Date, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  // "GMT+05:30", or "GMT" for UTC itself.
  const offset = /GMT([+-]\d{2}:\d{2})/.exec(parts.timeZoneName ?? '')?.[1] ?? '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** Digits after the decimal point in `currency` (INR 2, JPY 0), as Intl knows them. */
function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** A price in minor units as schema.org wants it: a decimal string of the major unit. */
export const majorUnits = (amount: number, currency: string) =>
  (amount / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));

export interface EventJsonLdInput {
  event: PortalEvent;
  /** The event's title and description in the page's language. */
  title: string;
  description: string;
  /** Absolute URLs. */
  pageUrl: string;
  imageUrls: string[];
  organizer: { name: string; url: string };
  now?: Date;
}

const schema = (type: string) => `https://schema.org/${type}`;

export function eventJsonLd(input: EventJsonLdInput): Record<string, unknown> {
  const { event, pageUrl, now = new Date() } = input;
  const location = event.online
    ? { '@type': 'VirtualLocation', url: pageUrl }
    : {
        '@type': 'Place',
        name: event.location,
        address: {
          '@type': 'PostalAddress',
          // Organisers type the address as one line; schema.org's text form of it.
          streetAddress: event.address ?? event.location,
        },
        ...(event.latitude !== null &&
          event.longitude !== null && {
            geo: {
              '@type': 'GeoCoordinates',
              latitude: event.latitude,
              longitude: event.longitude,
            },
          }),
      };
  const full = event.capacity !== null && event.seatsTaken >= event.capacity;
  const offers = (event.ticketTypes ?? [])
    .filter((type) => !type.hidden)
    .map((type) => {
      const soldOut = full || (type.capacity !== undefined && (type.sold ?? 0) >= type.capacity);
      const notYet = type.salesStart !== undefined && new Date(type.salesStart) > now;
      const over =
        (type.salesEnd !== undefined && new Date(type.salesEnd) <= now) || !event.registrationOpen;
      return {
        '@type': 'Offer',
        name: type.name,
        price: majorUnits(type.price.amount, type.price.currency),
        priceCurrency: type.price.currency,
        // Google reads three values: a sale that has ended is no longer to be had, as sold out.
        availability: schema(soldOut || over ? 'SoldOut' : notYet ? 'PreOrder' : 'InStock'),
        validFrom: isoWithOffset(type.salesStart ?? event.createdAt, event.timeZone),
        ...(type.salesEnd && { validThrough: isoWithOffset(type.salesEnd, event.timeZone) }),
        url: pageUrl,
      };
    });
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: input.title,
    description: input.description,
    startDate: isoWithOffset(event.date, event.timeZone),
    endDate: isoWithOffset(event.endDate, event.timeZone),
    eventStatus: schema(event.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'),
    eventAttendanceMode: schema(
      event.online ? 'OnlineEventAttendanceMode' : 'OfflineEventAttendanceMode',
    ),
    location,
    image: input.imageUrls,
    url: pageUrl,
    organizer: { '@type': 'Organization', name: input.organizer.name, url: input.organizer.url },
    ...(offers.length > 0 && { offers }),
  };
}

/**
 * JSON for inside a <script> element: "</script>" (any case), "<!--" and the line separators
 * cannot end or change the element, because no "<" or ">" survives as itself.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
