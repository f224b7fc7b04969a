import { z } from 'zod';

// Field rules more than one domain shares (events, tournament).

export const fieldMessages = {
  dateRequired: 'Date is required',
  dateInvalid: 'Enter a valid date and time',
  url: 'Enter a web address (https://…)',
} as const;

/** An image or site address: https://… or a path on this site (/uploads/…, /images/…). */
export const imageAddressSchema = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => /^https?:\/\/[^\s<>"]+$/i.test(value) || /^\/(?!\/)[\w./%-]+$/.test(value),
    fieldMessages.url,
  );

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
