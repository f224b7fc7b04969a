import { z } from 'zod';
import { optionalWebAddressSchema } from './address-schemas';
import { messages } from './auth';
import { personNameField, phoneCountrySchema, phoneTextField, withPhonesInE164 } from './people';
import { phoneMessages } from './phone';
import { optionalCountryField } from './alumni';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';

/** Spec §8 member texts, verbatim where the spec gives them. */
export const memberMessages = {
  added: 'Member added successfully!',
  updated: 'Member updated.',
  deleted: 'Member deleted.',
  confirmDelete: 'Are you sure you want to delete this member?',
  loading: 'Loading members...',
  empty: 'No members found.',
  failed: 'Error occurred.',
  network: 'Network error.',
  deleteFailed: 'Delete failed',
  notFound: 'Member not found.',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone is required',
  phoneFormat: phoneMessages.invalid,
  lastAdmin: 'The portal needs at least one site admin: make someone else an admin first.',
  notYourself: 'To delete your own account, use Account Settings.',
  // Issue 38: a member who lost their phone and their recovery codes asks a site admin.
  twoFactorReset:
    'Two-step sign-in is now off for this member. They sign in with their password alone and can set it up again.',
  twoFactorNotOn: 'Two-step sign-in is not on for this member.',
  twoFactorYourOwn: 'To turn off your own two-step sign-in, use Account Settings.',
  emailTaken: 'An account with this email already exists.',
  phoneTaken: 'An account with this mobile number already exists.',
} as const;

export const memberRoles = ['member', 'admin'] as const;
export type MemberRole = (typeof memberRoles)[number];
export const MEMBER_PAGE_MAX = 100;

const optionalText = (max: number) =>
  z.string().trim().max(max, fillText(fieldMessages.tooLong, { max })).optional();

const nameField = personNameField({
  required: memberMessages.nameRequired,
  invalid: messages.name,
});

/** The member's mobile, any country (DESIGN §5.22): they sign in with it. */
const phoneField = phoneTextField(memberMessages.phoneRequired);

const emailField = z
  .string({ error: memberMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, memberMessages.emailRequired)
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, memberMessages.emailInvalid);

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine(
    (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
    memberMessages.emailInvalid,
  )
  .optional();

/**
 * POST /api/members (spec screen 19): personal, address and business sections. The account is
 * made without a password; the member sets one from the emailed invitation link.
 */
export const memberInputSchema = withPhonesInE164(
  z.object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    /** The country of a `phone` written without a country code (`country` is the address's). */
    phoneCountry: phoneCountrySchema.optional(),
    role: z.enum(memberRoles).default('member'),
    bio: optionalText(1000),
    imageUrl: optionalWebAddressSchema,
    address: optionalText(300),
    city: optionalText(100),
    state: optionalText(100),
    // ISO 3166 alpha-2 since issue 35, as on the profile.
    country: optionalCountryField,
    businessName: optionalText(120),
    businessEmail: optionalEmail,
    businessAddress: optionalText(300),
    businessRole: optionalText(100),
  }),
  { phone: 'phoneCountry' },
);
export type MemberInput = z.input<typeof memberInputSchema>;

/** PUT /api/members/{id} (spec screen 18 edit panel): name, phone, role. */
export const memberUpdateSchema = withPhonesInE164(
  z.object({
    name: nameField,
    phone: phoneField,
    phoneCountry: phoneCountrySchema.optional(),
    role: z.enum(memberRoles),
  }),
  { phone: 'phoneCountry' },
);
export type MemberUpdate = z.input<typeof memberUpdateSchema>;

/**
 * Spec §3 Member. `email` and `phone` are null when the viewer may not see them: members choose
 * whether other members may (Account Settings); site admins always can; visitors never list members.
 */
export const memberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** In the spec's form (national digits for the site's own country); null when not shared. */
  phone: z.string().nullable(),
  /** The same number in E.164 (issue 35), null when `phone` is. */
  mobileE164: z.string().nullable(),
  role: z.enum(memberRoles),
  bio: z.string().nullable(),
  imageUrl: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  businessName: z.string().nullable(),
  businessEmail: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessRole: z.string().nullable(),
  joinedAt: z.string(),
  /** True until the member has set a password from the invitation. */
  invitationPending: z.boolean(),
  /** Whether two-step sign-in is on (issue 38): for site admins only, absent for anyone else. */
  twoFactorEnabled: z.boolean().optional(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.array(memberSchema);

/** GET /api/members: search by name, business or city; pages of `limit`, numbered from 1. */
export const memberListQuerySchema = z.object({
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MEMBER_PAGE_MAX).default(12),
});

export const memberCountQuerySchema = z.object({ q: z.string().max(100).optional() });
export const memberCountSchema = z.object({ total: z.number().int() });

export const memberSavedSchema = z.object({ message: z.string(), member: memberSchema });
