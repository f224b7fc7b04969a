import { z } from 'zod';
import { instantSchema } from './common';
import { eventMessages } from './event-messages';
import { LOCAL_DATE_TIME, instantFromWallClock, isTimeZone } from './time-zones';

/** An IANA zone name of the runtime's database ("Asia/Kolkata", "Europe/London"). */
export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isTimeZone, { message: eventMessages.timeZoneInvalid });

/**
 * An event's start or end: an instant (ISO 8601 with `Z` or an offset, or a bare date, as a spec
 * client sends) or a wall-clock time with no offset ("2027-06-07T09:30"), which means that time
 * in the event's zone (issue 19) and is how the portal's own form writes it.
 */
export const eventTimeSchema = z.union([
  z
    .string()
    .trim()
    .regex(LOCAL_DATE_TIME, eventMessages.dateInvalid)
    .refine((value) => instantFromWallClock(value, 'UTC').ok, eventMessages.dateInvalid),
  instantSchema,
]);

/** Whether an event time is written as a wall-clock time in the event's zone (no offset). */
export const isWallClockTime = (value: string) => LOCAL_DATE_TIME.test(value);
