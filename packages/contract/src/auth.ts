import { z } from 'zod';

/** Spec §5 texts are kept verbatim (including the double space), so the UI matches the spec. */
export const messages = {
  name: 'Please enter a  valid name',
  mobile: 'Please enter a 10-digit phone number',
  email: 'Please enter a valid email address',
  passwordLength: 'Password must be 8 to 64 characters',
  passwordMismatch: 'New password and confirm password must be identical.',
} as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const personNameSchema = z
  .string()
  .trim()
  .regex(/^\p{L}[\p{L} ]{1,13}\p{L}$/u, messages.name);
export const mobileSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, messages.mobile);
export const emailSchema = z.string().trim().toLowerCase().max(254).email(messages.email);
/** Length only: whether it is too common is checked on the server against its list. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, messages.passwordLength)
  .max(PASSWORD_MAX, messages.passwordLength);

export const signupSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  password: passwordSchema,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  mobile: mobileSchema,
  password: z
    .string()
    .min(1, 'Please enter a  valid password')
    .max(PASSWORD_MAX * 4),
  /** The 'Login as Admin' box: the server says so when the account is not an admin. */
  asAdmin: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  imageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
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
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordMismatch,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const resetRequestSchema = z.object({
  identifier: z.union([mobileSchema, emailSchema], {
    message: 'Enter your mobile number or email',
  }),
});
export const resetConfirmSchema = z
  .object({
    token: z.string().min(20).max(200),
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordMismatch,
  });
