import { z } from 'zod';
import { imageAddressSchema } from './address-schemas';
import { siteProfileSchema } from './site';

export const outboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'stored', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Names of attached files (a ticket's QR code, an .ics), not their contents. */
  attachments: z.array(z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  // An outbox id: digits, few enough to stay an exact JavaScript number (and a bigint).
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'The cursor is not one this list gave out')
    .optional(),
});

export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema),
  nextCursor: z.string().nullable(),
});

const setting = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullable();

/** Admin overrides of the site identity; null means "back to the default from the environment". */
export const siteSettingsSchema = z.object({
  name: setting(80).refine((value) => value === null || value.length > 0, 'Name is required'),
  tagline: setting(160),
  profile: siteProfileSchema.nullable(),
  logoUrl: imageAddressSchema.nullable(),
  organisationName: setting(120),
  organisationAddress: setting(300),
  receiptTaxText: setting(500),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
