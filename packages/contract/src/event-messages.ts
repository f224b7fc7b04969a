import { fieldMessages } from './field-messages';

// No zod here: the web's first visit imports this (ADR 20); the schemas are in events.ts.

/** Spec §8/§4 event texts, verbatim where the spec gives them. */
export const eventMessages = {
  created: 'Event created successfully!',
  updated: 'Event updated successfully!',
  deleted: 'Event deleted.',
  notFound: 'Event not found.',
  titleRequired: 'Title is required',
  dateRequired: fieldMessages.dateRequired,
  dateInvalid: fieldMessages.dateInvalid,
  endBeforeStart: 'The end must be after the start',
  locationRequired: 'Location is required',
  descriptionRequired: 'Description is required',
  url: fieldMessages.url,
  noSponsors: 'No sponsors available for this event.',
  websiteInvalid: 'Enter a website such as example.org',
  sponsorNameRequired: 'Sponsor name is required',
  organiserNameRequired: 'Organiser name is required',
  /** A template (i18n/fill-text.ts). */
  tooManyTags: 'At most {max} tags',
  capacityMin: 'At least 1',
  coordinatesPaired: 'Give both latitude and longitude, or neither',
  timeZoneInvalid: 'Choose a time zone from the list, such as Asia/Kolkata',
  /** A wall-clock time skipped when the clocks go forward in the event's zone. */
  timeSkipped: 'This time does not exist in the event’s time zone: the clocks go forward then',
  /** A wall-clock time the clocks repeat when they go back; the first is taken. */
  timeRepeated:
    'This time happens twice in the event’s time zone: the clocks go back then. The first one is used.',
} as const;

/** The response header of GET /api/events that carries the next page's cursor. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
