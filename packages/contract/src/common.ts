import { z } from 'zod';
import { fieldMessages } from './field-messages';

// Field rules more than one domain shares (events, tournament). Addresses: safe-url.ts.

const earliestInstant = Date.parse('1000-01-01T00:00:00Z');
const latestInstant = Date.parse('9000-01-01T00:00:00Z');

/**
 * Whether a date or time falls in years 1000 to 8999: four-digit years (PostgreSQL has no year 0,
 * and a year past 9999 leaves JavaScript in a form it cannot read), with room to add durations.
 */
export function isStorableDate(value: string): boolean {
  const time = Date.parse(value);
  return time >= earliestInstant && time < latestInstant;
}

/**
 * A point in time: an ISO date-time with offset (what the form sends, from the viewer's zone) or
 * a bare date (what a spec client's date input sends), taken as midnight UTC.
 */
export const instantSchema = z
  .string({ error: fieldMessages.dateRequired })
  .trim()
  .min(1, fieldMessages.dateRequired)
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    fieldMessages.dateInvalid,
  )
  .refine(isStorableDate, fieldMessages.dateRange);
