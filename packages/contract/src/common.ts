import { z } from 'zod';
import { urlMessages } from './safe-url';

// Field rules more than one domain shares (events, tournament). Addresses: safe-url.ts.

export const fieldMessages = {
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date and time',
  url: urlMessages.web,
} as const;

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
  );
