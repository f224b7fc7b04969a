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
 * Whether the date and time written are ones the calendar has. `Date.parse` rolls an impossible
 * day over (30 February became 2 March, issue 21 §6) and reads 24:00 as the next day.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const date = new Date(Date.UTC(2000, month! - 1, day!));
  date.setUTCFullYear(year!);
  return (
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day! &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
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
      !Number.isNaN(Date.parse(value)) &&
      isCalendarDate(value),
    fieldMessages.dateInvalid,
  )
  .refine(isStorableDate, fieldMessages.dateRange);
