import { z } from 'zod';
import { languageCodes, type Language } from './i18n/languages';

/**
 * The privacy notice (issue 39, ADR 58): versioned, one text per language; publishing makes a
 * new version, and members who accepted an older one are asked again at their next visit.
 */
export const privacyMessages = {
  englishRequired: 'The English text is required',
  tooLong: 'At most 20000 characters',
  unknownVersion: 'That version of the privacy notice does not exist',
  notCurrent: 'Accept the current version of the privacy notice',
} as const;

const noticeText = z.string().trim().max(20_000, privacyMessages.tooLong);

/** PUT /api/admin/privacy-notice: English is required, Hindi and Gujarati fall back to it. */
export const privacyNoticeInputSchema = z.object({
  texts: z.object({
    en: noticeText.min(1, privacyMessages.englishRequired),
    hi: noticeText.optional(),
    gu: noticeText.optional(),
  }),
});
export type PrivacyNoticeInput = z.infer<typeof privacyNoticeInputSchema>;

const language = z.enum(languageCodes as [Language, ...Language[]]);

/** GET /api/privacy-notice: the current version in the reader's language (English fallback). */
export const privacyNoticeSchema = z.object({
  version: z.number().int().positive(),
  publishedAt: z.string(),
  language,
  text: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** GET /api/admin/privacy-notice: every language of the current version, for the editor. */
export const privacyNoticeEditSchema = z.object({
  version: z.number().int().positive(),
  publishedAt: z.string(),
  texts: z.object({ en: z.string(), hi: z.string(), gu: z.string() }),
});
export type PrivacyNoticeEdit = z.infer<typeof privacyNoticeEditSchema>;

/** Sign-up's `consent` and POST /api/me/privacy-consent. */
export const privacyConsentSchema = z.object({
  version: z.number().int().positive(),
});
export const signupConsentSchema = z.object({
  // Versions count publications (a PostgreSQL integer); a larger one was never published.
  privacyVersion: z.number().int().positive().max(2_147_483_647),
});

/** GET /api/me/privacy-consent: what the member last accepted and whether to ask again. */
export const privacyConsentStatusSchema = z.object({
  acceptedVersion: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
  currentVersion: z.number().int(),
  needsConsent: z.boolean(),
});
export type PrivacyConsentStatus = z.infer<typeof privacyConsentStatusSchema>;
