import { z } from 'zod';

/**
 * Email choices per kind (issue 39, ADR 58) and one-click unsubscribe (ADR 54, RFC 8058). Every
 * optional email belongs to one of these kinds; mail needed to use the portal (confirmations,
 * tickets, password resets, receipts, security warnings) belongs to none and is always sent.
 */
export const emailKinds = [
  'eventReminders',
  'eventUpdates',
  'news',
  'mentoring',
  'opportunities',
  'channelActivity',
] as const;
export type EmailKind = (typeof emailKinds)[number];
export const emailKindSchema = z.enum(emailKinds);

/** GET/PUT /api/me/email-preferences: every kind on until its person turns it off. */
export const emailPreferencesSchema = z.object({
  eventReminders: z.boolean(),
  eventUpdates: z.boolean(),
  news: z.boolean(),
  mentoring: z.boolean(),
  opportunities: z.boolean(),
  channelActivity: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
/** A PUT may name only the kinds it changes. */
export const emailPreferencesUpdateSchema = emailPreferencesSchema.partial();
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;

export const unsubscribeMessages = {
  badToken: 'This unsubscribe link is not valid. Change your email settings after signing in.',
  usedToken:
    'This unsubscribe link has already been used. Change your email settings after signing in.',
} as const;

/**
 * The kinds a token may name: the six above, and `opportunity-alerts`, the name the first
 * digests were sent with (ADR 54), which now means `opportunities`.
 */
export const unsubscribeKinds = emailKinds;
export type UnsubscribeKind = EmailKind;

/** POST /api/unsubscribe?token=… (the first digests' link; ADR 54) */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });
/** POST /u/{token} */
export const unsubscribeParamsSchema = z.object({ token: z.string().min(1).max(500) });
export const unsubscribeResultSchema = z.object({ kind: emailKindSchema });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
