import { z } from 'zod';
import { phoneCountrySchema } from './people';
import { imageAddressSchema } from './address-schemas';
import { siteProfileSchema } from './site';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';
import { languageCodes, type Language } from './i18n/languages';
import { timeZoneSchema } from './event-time-schemas';
import { joinPolicySchema } from './alumni';
import { DONATION_MAX } from './donations';

export const adminMessages = {
  cursor: 'The cursor is not one this list gave out',
  holdMinutes: 'A hold lasts a whole number of minutes, from 1 to 1440 (a day)',
  presets: 'From one to six whole amounts, each between 1 and 1,000,000',
} as const;

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
  /** Extra headers sent with it: List-Unsubscribe and List-Unsubscribe-Post on optional mail. */
  headers: z.record(z.string(), z.string()),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  // An outbox id: digits, few enough to stay an exact JavaScript number (and a bigint).
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, adminMessages.cursor)
    .optional(),
});

export const outboxPageSchema = z.object({
  items: z.array(outboxMessageSchema),
  nextCursor: z.string().nullable(),
});

/** How long the "other ways to give" text may be: bank details and a UPI ID, with room to spare. */
export const OTHER_WAYS_TO_GIVE_MAX = 1000;

const setting = (max: number) =>
  z.string().trim().max(max, fillText(fieldMessages.tooLong, { max })).nullable();

/** Admin overrides of the site identity; null means "back to the default from the environment". */
/** One currency's amounts on the Donate page: one to six whole amounts a donor could give. */
const presetAmounts = z
  .array(
    z
      .number({ error: adminMessages.presets })
      .int(adminMessages.presets)
      .min(1, adminMessages.presets)
      .max(DONATION_MAX, adminMessages.presets),
    { error: adminMessages.presets },
  )
  .min(1, adminMessages.presets)
  .max(6, adminMessages.presets);

export const siteSettingsSchema = z.object({
  name: setting(80).refine(
    (value) => value === null || value.length > 0,
    fieldMessages.nameRequired,
  ),
  tagline: setting(160),
  profile: siteProfileSchema.nullable(),
  logoUrl: imageAddressSchema.nullable(),
  organisationName: setting(120),
  organisationAddress: setting(300),
  receiptTaxText: setting(500),
  /**
   * How to give without the online form (bank transfer, a UPI ID), shown on the Donate page as
   * plain text with its line breaks; absent leaves it as it is, for clients that predate it.
   */
  otherWaysToGive: setting(OTHER_WAYS_TO_GIVE_MAX).optional(),
  /**
   * Where numbers written without a country code are from (null: India, DESIGN §5.22); absent
   * leaves it as it is, for clients that predate it.
   */
  defaultCountry: phoneCountrySchema.nullable().optional(),
  /**
   * The language of readers who chose none and whose browser asks for none the portal speaks
   * (null: English, DESIGN §7); absent leaves it as it is.
   */
  defaultLanguage: z
    .enum(languageCodes as [Language, ...Language[]])
    .nullable()
    .optional(),
  /**
   * The zone new events take unless their organiser picks another (null: Asia/Kolkata, issue 19);
   * absent leaves it as it is. Changing it never moves an existing event.
   */
  timeZone: timeZoneSchema.nullable().optional(),
  /**
   * How long a paid ticket's place is held while its buyer pays (null: 15 minutes, issue 25);
   * absent leaves it as it is. Holds already made keep their end.
   */
  ticketHoldMinutes: z
    .number({ error: adminMessages.holdMinutes })
    .int(adminMessages.holdMinutes)
    .min(1, adminMessages.holdMinutes)
    .max(1440, adminMessages.holdMinutes)
    .nullable()
    .optional(),
  /**
   * Who may join (issue 35, ADR 52); null: the profile's default (`open` for a community site,
   * `roster` for an alumni site). Absent leaves it as it is.
   */
  joinPolicy: joinPolicySchema.nullable().optional(),
  /**
   * Whether members' opportunity posts wait for a site admin before anyone sees them (issue 37,
   * ADR 54); null: on. Absent leaves it as it is.
   */
  opportunityModeration: z.boolean().nullable().optional(),
  /**
   * Whether site admins must use two-step sign-in to act as admins (issue 38, ADR 55); null: no.
   * An admin without it signs in as a member would and their admin calls answer 403
   * `two_factor_required` until they set it up. Absent leaves it as it is.
   */
  requireTwoFactorForAdmins: z.boolean().nullable().optional(),
  /**
   * The amounts the Donate page offers, per currency (issue 36 §5); a currency left out, or null
   * for all, offers the defaults (10, 20, 30, 60; ₹500, ₹1,000, ₹2,500, ₹5,000). Absent leaves
   * them as they are.
   */
  donationPresets: z
    .object({
      USD: presetAmounts.optional(),
      EUR: presetAmounts.optional(),
      INR: presetAmounts.optional(),
    })
    .strict()
    .nullable()
    .optional(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * GET /api/admin/unreadable-phones: stored numbers the move to E.164 could not read (ADR 22).
 * They were kept exactly as they were; an admin corrects a member's in the members directory.
 * A row leaves the list once the number is changed.
 */
export const unreadablePhoneSchema = z.object({
  /** Whose number: a member's mobile, a registration's phone, or its guest's phone. */
  kind: z.enum(['member', 'registration', 'guest']),
  /** The member's id, or the registration's. */
  recordId: z.string(),
  name: z.string(),
  value: z.string(),
  /** The event of a registration or guest; null for a member. */
  eventId: z.string().nullable(),
  eventTitle: z.string().nullable(),
  flaggedAt: z.string(),
});
export type UnreadablePhone = z.infer<typeof unreadablePhoneSchema>;
export const unreadablePhoneListSchema = z.array(unreadablePhoneSchema);
