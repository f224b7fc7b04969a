import { z } from 'zod';
import { recurrenceSchema } from './event-series';
import { messages } from './auth';
import { instantSchema } from './common';
import { personNameField } from './people';
import { eventMessages } from './event-messages';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';
import { imageAddressSchema, optionalImageAddressSchema } from './address-schemas';
import { webAddressHost } from './safe-url';
import { matchSchema, teamSchema } from './tournament';
import { instantFromWallClock, isTimeZone } from './time-zones';
import { photoVariantsSchema } from './media';
import { eventTimeSchema, isWallClockTime, timeZoneSchema } from './event-time-schemas';
import {
  contentSearchSchema,
  eventTranslationsInputSchema,
  eventTranslationsSchema,
} from './content-translations';
import { questionSchema, ticketingInputShape, ticketingIssues, ticketTypeSchema } from './tickets';

export const eventStatuses = ['draft', 'published', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

export const EVENT_LIST_MAX = 100;
export const EVENT_IMAGES_MAX = 20;
export const EVENT_TAGS_MAX = 10;

const optionalImage = optionalImageAddressSchema;
const text = (max: number) => z.string().trim().max(max, fillText(fieldMessages.tooLong, { max }));

const websiteMessage = eventMessages.websiteInvalid;

/**
 * Spec §3: https:// is put in front of a sponsor's website when it does not start with http.
 * Anything written with another scheme (javascript:, data:, mailto:) is refused, not prefixed.
 */
export const sponsorWebsiteSchema = text(300)
  .refine((value) => !/^[a-z][a-z\d+-]*:(?!\d)/i.test(value) || /^https?:\/\//i.test(value), {
    message: websiteMessage,
  })
  .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => value === '' || /\.[^.]/.test(webAddressHost(value) ?? ''), {
    message: websiteMessage,
  });

export const sponsorInputSchema = z.object({
  name: text(120).min(1, eventMessages.sponsorNameRequired),
  person: text(120).optional(),
  website: sponsorWebsiteSchema.optional(),
  logoUrl: optionalImage,
});
export type SponsorInput = z.input<typeof sponsorInputSchema>;

export const organiserInputSchema = z.object({
  name: personNameField({ required: eventMessages.organiserNameRequired, invalid: messages.name }),
  batch: text(60).optional(),
  imageUrl: optionalImage,
});
export type OrganiserInput = z.input<typeof organiserInputSchema>;

const coordinate = (limit: number) =>
  z.union([z.number().min(-limit).max(limit), z.null()]).optional();

/**
 * Create and update body (POST /api/events, PUT /api/events/{id}). Keeps the spec's field names
 * (title, date, location, description, imageUrl, channelId) so a spec client works; the rest is ours.
 */
export const eventInputSchema = z
  .object({
    title: text(150).min(1, eventMessages.titleRequired),
    description: text(5000).min(1, eventMessages.descriptionRequired),
    date: eventTimeSchema,
    endDate: z.union([z.literal(''), eventTimeSchema, z.null()]).optional(),
    /** IANA zone the event happens in; absent: the site's zone on create, unchanged on update. */
    timeZone: timeZoneSchema.optional(),
    /** Held online: readers see their own time first. Absent: false on create, unchanged on update. */
    online: z.boolean().optional(),
    location: text(200).min(1, eventMessages.locationRequired),
    address: text(300).optional(),
    latitude: coordinate(90),
    longitude: coordinate(180),
    imageUrl: optionalImage,
    images: z.array(imageAddressSchema).max(EVENT_IMAGES_MAX).optional(),
    tags: z
      .array(text(30).min(1))
      .max(EVENT_TAGS_MAX, fillText(eventMessages.tooManyTags, { max: EVENT_TAGS_MAX }))
      .optional(),
    capacity: z
      .union([z.number().int().min(1, eventMessages.capacityMin).max(100_000), z.null()])
      .optional(),
    status: z.enum(eventStatuses).optional(),
    channelId: z.union([z.literal(''), z.string().trim().max(40), z.null()]).optional(),
    sponsors: z.array(sponsorInputSchema).max(30).optional(),
    organisers: z.array(organiserInputSchema).max(50).optional(),
    /** The title and description in other languages (ADR 25); absent or {} means none. */
    translations: eventTranslationsInputSchema,
    /** Issue 25: absent keeps what is saved on an update; [] removes them. */
    ...ticketingInputShape,
    /**
     * Until when attendees may cancel a paid ticket for a refund themselves (ADR 42); null: only
     * the organisers refund. Absent keeps what is saved on an update.
     */
    refundableUntil: z.union([instantSchema, z.null()]).optional(),
    /**
     * Make it repeat (ADR 40): on create, the event is the first date of a new series; on an
     * update of a one-off, it becomes one. A date already in a series answers 409.
     */
    recurrence: recurrenceSchema.optional(),
  })
  .superRefine((value, ctx) => {
    for (const issue of ticketingIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
    // Wall-clock times are checked against the zone here when it is given; the server checks them
    // against the event's stored zone or the site's when it is not.
    const zone = value.timeZone && isTimeZone(value.timeZone) ? value.timeZone : undefined;
    const instantOf = (time: string, path: 'date' | 'endDate') => {
      if (!isWallClockTime(time)) return Date.parse(time);
      if (!zone) return undefined;
      const resolved = instantFromWallClock(time, zone);
      if (resolved.ok) return resolved.instant.getTime();
      ctx.addIssue({ code: 'custom', path: [path], message: eventMessages.timeSkipped });
      return undefined;
    };
    const start = instantOf(value.date, 'date');
    const end = value.endDate ? instantOf(value.endDate, 'endDate') : undefined;
    const bothWallClock =
      !!value.endDate && isWallClockTime(value.date) && isWallClockTime(value.endDate);
    const endFirst =
      start !== undefined && end !== undefined
        ? end < start
        : bothWallClock && value.endDate! < value.date;
    if (endFirst)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: eventMessages.endBeforeStart });
    if ((value.latitude == null) !== (value.longitude == null))
      ctx.addIssue({
        code: 'custom',
        path: ['longitude'],
        message: eventMessages.coordinatesPaired,
      });
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventInputParsed = z.output<typeof eventInputSchema>;

export const sponsorSchema = z.object({
  name: z.string(),
  person: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const organiserSchema = z.object({
  name: z.string(),
  batch: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type Organiser = z.infer<typeof organiserSchema>;

/** An event as every read returns it. `_id` and `id` are the same value (spec §3, DESIGN §3). */
export const eventSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  /** The spec reads `name` in places; always equal to title. */
  name: z.string(),
  description: z.string(),
  /** Start, ISO 8601 UTC. */
  date: z.string(),
  /** End, ISO 8601 UTC; equal to or after `date`. */
  endDate: z.string(),
  /** IANA zone the event happens in: its times are shown in it, named (DESIGN §3). */
  timeZone: z.string(),
  /** Held online: readers see their own time first. */
  online: z.boolean(),
  location: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  imageUrl: z.string().nullable(),
  /** The cover's variants and blur when it is an upload (`/media/…`); null for any other address. */
  coverPhoto: photoVariantsSchema.nullable().optional(),
  /** On one event's read: the gallery's uploads' variants, by address (issue 34). */
  imagePhotos: z.record(z.string(), photoVariantsSchema).optional(),
  images: z.array(z.string()),
  tags: z.array(z.string()),
  status: z.enum(eventStatuses),
  capacity: z.number().int().nullable(),
  /** Seats taken by confirmed and checked-in registrations (attendee plus guest). */
  seatsTaken: z.number().int(),
  waitlisted: z.number().int(),
  /** Whether POST /api/registration/{id} accepts a registration now (published, not over). */
  registrationOpen: z.boolean(),
  channelId: z.string().nullable(),
  channelName: z.string().nullable(),
  sponsors: z.array(sponsorSchema),
  organisers: z.array(organiserSchema),
  /** The organisers' versions of the title and description by language (ADR 25). */
  translations: eventTranslationsSchema,
  /** Whether the caller may edit, delete and see registrations (site or channel admin). */
  canManage: z.boolean(),
  /** The series this date belongs to (GET /api/events/{id}/series), or null for a one-off. */
  seriesId: z.string().nullable().optional(),
  /**
   * The event's tournament (spec §3 Event teams and matches), on the public reads (list,
   * upcoming, one event); teams in standings order.
   */
  teams: z.array(teamSchema).optional(),
  matches: z.array(matchSchema).optional(),
  /** On the managers' list, which carries no teams: whether it has a tournament (issue 36). */
  hasTournament: z.boolean().optional(),
  /** Issue 25: what a registration can choose and is asked; both [] for a free, plain event. */
  ticketTypes: z.array(ticketTypeSchema).optional(),
  questions: z.array(questionSchema).optional(),
  /** Until when attendees may cancel a paid ticket for a refund (ADR 42); null: they may not. */
  refundableUntil: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PortalEvent = z.infer<typeof eventSchema>;
export const eventListSchema = z.array(eventSchema);

/** GET /api/events range query; the response stays the spec's array, next page in X-Next-Cursor. */
export const eventListQuerySchema = z.object({
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  limit: z.coerce.number().int().min(1).max(EVENT_LIST_MAX).default(EVENT_LIST_MAX),
  cursor: z.string().max(200).optional(),
  /** Newest first; default is soonest first. */
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Only events whose title or description, in any language's version, contains these words. */
  q: contentSearchSchema,
});

/** GET /api/events/search: the top bar's suggestions (issue 36 §8). */
export const EVENT_SUGGESTIONS_MAX = 10;
export const eventSearchQuerySchema = z.object({
  q: contentSearchSchema,
  limit: z.coerce.number().int().min(1).max(EVENT_SUGGESTIONS_MAX).default(5),
});
/** Enough to name an event in a list and open it; a series appears once, at its next date. */
export const eventSuggestionSchema = eventSchema.pick({
  _id: true,
  title: true,
  date: true,
  timeZone: true,
  location: true,
  translations: true,
});
export type EventSuggestion = z.infer<typeof eventSuggestionSchema>;
export const eventSuggestionListSchema = z.array(eventSuggestionSchema);

export const upcomingQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(EVENT_LIST_MAX).default(3),
});

/** Any string: an id that is not one of ours is a 404, not a validation error. */
export const eventIdParamsSchema = z.object({ id: z.string().max(100) });

export const eventDeletedSchema = z.object({ message: z.string() });
/** The saved event itself (spec: PUT returns the updated event) plus a message to show. */
export const eventSavedSchema = eventSchema.extend({ message: z.string() });
