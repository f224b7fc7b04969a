import { z } from 'zod';
import { loginResponseSchema } from './auth';

// Two-step sign-in, devices and sessions (issue 38, ADR 55). Paths and fields are the issue's
// contract: other clients and tests rely on them.

export const accountSecurityMessages = {
  codeRequired: 'Enter the six-digit code from your app',
  codeFormat: 'Enter the six-digit code or a recovery code',
  passwordRequired: 'Enter your password',
} as const;

/** A TOTP code ("123 456" pasted is fine) or a recovery code ("abcde-fghij"). */
const codeField = z
  .string()
  .trim()
  .min(1, accountSecurityMessages.codeRequired)
  .max(40, accountSecurityMessages.codeFormat);

/** POST /api/me/2fa/setup → a new secret, replacing one set up and never confirmed. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth link as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/me/2fa/enable: the app's current code confirms it was set up. */
export const twoFactorEnableSchema = z.object({ code: codeField });
export type TwoFactorEnableInput = z.infer<typeof twoFactorEnableSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/me/2fa/disable: the password and a code (TOTP or recovery). */
export const twoFactorDisableSchema = z.object({
  password: z.string().min(1, accountSecurityMessages.passwordRequired).max(256),
  code: codeField,
});
export type TwoFactorDisableInput = z.infer<typeof twoFactorDisableSchema>;

/** GET /api/me/2fa: whether it is on, and whether this account must turn it on. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** A site admin on a site that requires it, without it: their admin calls answer 403. */
  requiredForAdmin: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** What POST /api/auth/login answers when the account has two-step sign-in: no token yet. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/auth/login answers either a session or a challenge for the second step. */
export const loginAnswerSchema = z.union([loginResponseSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /api/auth/login/2fa: the challenge and a code; answers what a sign-in answers. */
export const twoFactorLoginSchema = z.object({
  challenge: z.string().min(20).max(200),
  code: codeField,
});
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginSchema>;

/** One signed-in device, GET /api/me/sessions. */
export const accountSessionSchema = z.object({
  _id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** "Chrome on Android", from the user agent sent at sign-in. */
  device: z.string(),
  /** The network signed in from, coarse: "203.0.113.0/24", "2001:db8:1::/48"; null if unknown. */
  place: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.array(accountSessionSchema);

export const sessionIdParamsSchema = z.object({ id: z.string().max(100) });
