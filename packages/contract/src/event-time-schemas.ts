import { z } from 'zod';
import { instantSchema } from './common';
import { eventMessages } from './event-messages';
import { fieldMessages } from './field-messages';
import { LOCAL_DATE_TIME, instantFromWallClock, isTimeZone } from './time-zones';

/**
 * An IANA zone name of the runtime's database ("Asia/Kolkata", "Europe/London"). The server keeps
 * it by its current name (canonicalZone: a browser's "Asia/Calcutta" is "Asia/Kolkata", issue
 * 36); not a transform here, as this schema also describes answers.
 */
export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isTimeZone, { message: eventMessages.timeZoneInvalid });

/**
 * An event's start or end: an instant (ISO 8601 with `Z` or an offset, or a bare date, as a spec
 * client sends) or a wall-clock time with no offset ("2027-06-07T09:30"), which means that time
 * in the event's zone (issue 19) and is how the portal's own form writes it.
 */
export const eventTimeSchema = z
  .string({ error: fieldMessages.dateRequired })
  .trim()
  // One string checked by whichever form it has, not a union: a union's failure says only
  // "Invalid input", where the reader needs "Date is required" or "Enter a valid date and time".
  .superRefine((value, ctx) => {
    const wallClock = LOCAL_DATE_TIME.test(value);
    if (wallClock && instantFromWallClock(value, 'UTC').ok) return;
    if (wallClock) {
      ctx.addIssue({ code: 'custom', message: eventMessages.dateInvalid });
      return;
    }
    const instant = instantSchema.safeParse(value);
    if (!instant.success)
      ctx.addIssue({ code: 'custom', message: instant.error.issues[0]!.message });
  });

/** Whether an event time is written as a wall-clock time in the event's zone (no offset). */
export const isWallClockTime = (value: string) => LOCAL_DATE_TIME.test(value);
