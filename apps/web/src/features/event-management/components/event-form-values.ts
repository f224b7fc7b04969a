import type { EventInput, EventStatus, PortalEvent, WeekdayCode } from '@portal/contract';
import {
  DEFAULT_SITE_TIME_ZONE,
  instantFromWallClock,
  localDateTimeAt,
} from '@portal/contract/time-zones';
import {
  translationFormValues,
  type TranslationFormValues,
} from '../../../lib/translation-form-values';
import {
  ticketingFormValues,
  toTicketingInput,
  type TicketingFormValues,
} from './ticketing-form-values';

/**
 * What the boxes hold. The contract's schema (EventInput) checks what is sent; these are the
 * values as typed: local date-times, one gallery address per line, NumberInput's raw value.
 */
export interface EventFormValues extends TicketingFormValues {
  title: string;
  description: string;
  /**
   * `YYYY-MM-DDTHH:mm` (a datetime-local input): the wall clock in `timeZone`, whatever the
   * organiser's own zone (issue 19). Sent as typed; the contract reads it in `timeZone`.
   */
  date: string;
  endDate: string;
  /** The IANA zone the event happens in. */
  timeZone: string;
  /** Held online: readers see their own time first. */
  online: boolean;
  location: string;
  address: string;
  latitude: number | string;
  longitude: number | string;
  imageUrl: string;
  /** One address per line. */
  images: string;
  tags: string[];
  capacity: number | string;
  status: EventStatus;
  /** '' for no channel. */
  channelId: string;
  sponsors: SponsorFormValues[];
  organisers: OrganiserFormValues[];
  /** The title and description in other languages, by language (ADR 25). */
  translations: TranslationFormValues<'title' | 'description'>;
  /** Whether and how it repeats (ADR 40); only a new event or a one-off shows it. */
  recurrence: RepeatFormValues;
  /** Until when attendees may cancel for a refund, wall clock in `timeZone`; '' for never (ADR 42). */
  refundableUntil: string;
}

export interface RepeatFormValues {
  frequency: 'none' | 'daily' | 'weekly' | 'monthly';
  interval: number | string;
  /** Weekly; empty means the first date's own weekday. */
  weekdays: WeekdayCode[];
  monthlyBy: 'date' | 'weekday';
  ends: 'count' | 'until';
  count: number | string;
  /** YYYY-MM-DD. */
  until: string;
}

export const noRepeat: RepeatFormValues = {
  frequency: 'none',
  interval: 1,
  weekdays: [],
  monthlyBy: 'date',
  ends: 'count',
  count: 10,
  until: '',
};

export interface SponsorFormValues {
  name: string;
  person: string;
  website: string;
  logoUrl: string;
}

export interface OrganiserFormValues {
  name: string;
  batch: string;
  imageUrl: string;
}

/** The fields with versions in other languages (event-translation-fields.tsx shows them). */
const translatedFields = ['title', 'description'] as const;

export const emptySponsor: SponsorFormValues = { name: '', person: '', website: '', logoUrl: '' };
export const emptyOrganiser: OrganiserFormValues = { name: '', batch: '', imageUrl: '' };

/** A new event's boxes; its zone is the site's (the site setting) until the organiser picks one. */
export function emptyEventFormValues(timeZone: string = DEFAULT_SITE_TIME_ZONE): EventFormValues {
  return {
    title: '',
    description: '',
    date: '',
    endDate: '',
    timeZone,
    online: false,
    location: '',
    address: '',
    latitude: '',
    longitude: '',
    imageUrl: '',
    images: '',
    tags: [],
    capacity: '',
    status: 'published',
    channelId: '',
    sponsors: [],
    organisers: [],
    translations: translationFormValues(translatedFields),
    recurrence: noRepeat,
    refundableUntil: '',
    ticketTypes: [],
    questions: [],
  };
}

/** The wall clock a form shows for an instant from the API: "2026-12-05T10:00" in `timeZone`. */
export function isoToLocal(iso: string, timeZone: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : localDateTimeAt(iso, timeZone);
}

/** NumberInput's value: '' (empty) is null; a partial entry such as "-" is NaN, which the schema refuses. */
function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** Lines of the gallery box, blanks dropped. */
export function galleryLines(images: string): string[] {
  return images
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The form's values in the shape the contract checks (not yet checked). */
export function toEventInput(values: EventFormValues): EventInput {
  return {
    title: values.title,
    description: values.description,
    date: values.date.trim(),
    endDate: values.endDate.trim() === '' ? null : values.endDate.trim(),
    timeZone: values.timeZone,
    online: values.online,
    location: values.location,
    address: values.address,
    latitude: toNumber(values.latitude),
    longitude: toNumber(values.longitude),
    imageUrl: values.imageUrl,
    images: galleryLines(values.images),
    tags: values.tags,
    capacity: toNumber(values.capacity),
    status: values.status,
    channelId: values.channelId === '' ? null : values.channelId,
    sponsors: values.sponsors,
    organisers: values.organisers,
    translations: values.translations,
    recurrence: toRecurrence(values.recurrence),
    refundableUntil: refundInstant(values.refundableUntil, values.timeZone),
    ...toTicketingInput(values, values.timeZone),
  };
}

/** The refund window's end as an instant; a time the zone skips is sent as typed (refused). */
function refundInstant(local: string, timeZone: string): string | null {
  const trimmed = local.trim();
  if (trimmed === '') return null;
  const resolved = instantFromWallClock(trimmed, timeZone);
  return resolved.ok ? resolved.instant.toISOString() : trimmed;
}

/** The repeat boxes as the contract's recurrence (not yet checked). */
function toRecurrence(values: RepeatFormValues): EventInput['recurrence'] {
  const { frequency } = values;
  if (frequency === 'none') return undefined;
  return {
    frequency,
    interval: toNumber(values.interval) ?? 1,
    ...(frequency === 'weekly' && values.weekdays.length > 0 && { weekdays: values.weekdays }),
    ...(frequency === 'monthly' && { monthlyBy: values.monthlyBy }),
    ...(values.ends === 'count'
      ? { count: toNumber(values.count) ?? Number.NaN }
      : { until: values.until }),
  };
}

/** An existing event in the boxes, for editing. */
export function toFormValues(event: PortalEvent): EventFormValues {
  // An event saved without an end reads back with endDate equal to its start: show it blank.
  const hasEnd = event.endDate !== event.date;
  return {
    title: event.title,
    description: event.description,
    date: isoToLocal(event.date, event.timeZone),
    endDate: hasEnd ? isoToLocal(event.endDate, event.timeZone) : '',
    timeZone: event.timeZone,
    online: event.online,
    location: event.location,
    address: event.address ?? '',
    latitude: event.latitude ?? '',
    longitude: event.longitude ?? '',
    imageUrl: event.imageUrl ?? '',
    images: event.images.join('\n'),
    tags: event.tags,
    capacity: event.capacity ?? '',
    status: event.status,
    channelId: event.channelId ?? '',
    sponsors: event.sponsors.map((sponsor) => ({
      name: sponsor.name,
      person: sponsor.person ?? '',
      website: sponsor.website ?? '',
      logoUrl: sponsor.logoUrl ?? '',
    })),
    organisers: event.organisers.map((organiser) => ({
      name: organiser.name,
      batch: organiser.batch ?? '',
      imageUrl: organiser.imageUrl ?? '',
    })),
    translations: translationFormValues(translatedFields, event.translations),
    recurrence: noRepeat,
    refundableUntil: event.refundableUntil ? isoToLocal(event.refundableUntil, event.timeZone) : '',
    ...ticketingFormValues(event),
  };
}
