import { z } from 'zod';
import { contactIdentifierSchema } from './contact-identifier';
import { personNameField, phoneCountrySchema, phoneTextField, withPhonesInE164 } from './people';
import { phoneMessages } from './phone';
import { languageCodes, type Language } from './i18n/languages';
import { membershipStatuses } from './alumni';
import { signupConsentSchema } from './privacy';

/**
 * Spec §5 texts are kept verbatim (including the double space), so the UI matches the spec; the
 * spec's "10-digit" message became DESIGN §5.22's, since a number of any country is accepted.
 */
export const messages = {
  name: 'Please enter a  valid name',
  mobile: phoneMessages.invalid,
  email: 'Please enter a valid email address',
  passwordLength: 'Password must be 8 to 64 characters',
  passwordMismatch: 'New password and confirm password must be identical.',
  passwordRequired: 'Please enter a  valid password',
  currentPasswordRequired: 'Current password is required',
  confirmPassword: 'Please confirm the new password',
  identifierRequired: 'Enter your mobile number or email',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const personNameSchema = personNameField({
  required: messages.name,
  invalid: messages.name,
});
/** A mobile as typed; a body holding one turns it into E.164 with `withPhonesInE164`. */
export const mobileSchema = phoneTextField(messages.mobile);
export const emailSchema = z.string().trim().toLowerCase().max(254).email(messages.email);
/** Length only: whether it is too common is checked on the server against its list. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, messages.passwordLength)
  .max(PASSWORD_MAX, messages.passwordLength);

export const signupSchema = withPhonesInE164(
  z.object({
    name: personNameSchema,
    email: emailSchema,
    mobile: mobileSchema,
    /** The country of a `mobile` written without a country code; default the site's. */
    country: phoneCountrySchema.optional(),
    password: passwordSchema,
    /** The privacy notice version they accepted (issue 39); stored with its time. */
    consent: signupConsentSchema.optional(),
  }),
  { mobile: 'country' },
);
export type SignupInput = z.infer<typeof signupSchema>;

/** Any way of writing the number finds the account: it is compared in E.164. */
export const loginSchema = withPhonesInE164(
  z.object({
    mobile: mobileSchema,
    country: phoneCountrySchema.optional(),
    password: z
      .string()
      .min(1, messages.passwordRequired)
      .max(PASSWORD_MAX * 4),
    /** The 'Login as Admin' box: the server says so when the account is not an admin. */
    asAdmin: z.boolean().optional(),
  }),
  { mobile: 'country' },
);
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** In the spec's form (national digits for the site's own country); `mobileE164` beside it. */
  mobile: z.string(),
  mobileE164: z.string(),
  imageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The language saved on the account (DESIGN §7); null until they choose one. */
  language: z.enum(languageCodes as [Language, ...Language[]]).nullable(),
  /**
   * Whether the site let them in (issue 35): `pending` while their request to join waits (they
   * may sign in and fill in their profile), `rejected` when it was turned down.
   */
  membershipStatus: z.enum(membershipStatuses),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  message: z.string(),
});
export const signupResponseSchema = loginResponseSchema;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const messageSchema = z.object({ message: z.string() });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, messages.currentPasswordRequired),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, messages.confirmPassword),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordMismatch,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const resetRequestSchema = contactIdentifierSchema(messages.identifierRequired);
export const resetConfirmSchema = z
  .object({
    token: z.string().min(20).max(200),
    password: passwordSchema,
    confirmPassword: z.string().min(1, messages.confirmPassword),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordMismatch,
  });
