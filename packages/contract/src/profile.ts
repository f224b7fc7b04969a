import { z } from 'zod';
import { languageCodes, type Language } from './i18n/languages';
import { messages, PASSWORD_MAX } from './auth';
import { personNameField, phoneCountrySchema, phoneTextField, withPhonesInE164 } from './people';
import { optionalImageAddressSchema } from './address-schemas';
import { isSafeWebAddress, urlMessages } from './safe-url';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';
import { alumniProfileSchema, alumniProfileUpdateSchema, optionalCountryField } from './alumni';

/** Profile and Account Settings texts (spec §5 where it gives them). */
export const profileMessages = {
  socialHandle: 'Enter a web address (https://…) or a handle',
  mobileRequired: 'Mobile is required',
  passwordToConfirm: 'Enter your password to confirm',
} as const;

export const socialNetworks = ['facebook', 'twitter', 'instagram', 'whatsapp', 'linkedin'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const optionalText = (max: number) =>
  z.string().trim().max(max, fillText(fieldMessages.tooLong, { max })).optional();

/**
 * A web address written without its scheme, as people copy it from the address bar
 * ("linkedin.com/in/asha-rao", issue 36): a host with a dot, then a path or nothing.
 */
export function isBareWebAddress(value: string): boolean {
  return (
    /^(?:www\.)?[a-z\d-]+(?:\.[a-z\d-]+)+(?:[/?#]\S*)?$/i.test(value) &&
    isSafeWebAddress(`https://${value}`)
  );
}

/**
 * A profile link is a web address (with or without https://), a handle, or a phone number as
 * people write it ("+91 98765 43210", for WhatsApp); anything else (javascript:, data:) is refused.
 */
export const socialHandleSchema = z
  .string()
  .trim()
  .max(200, fillText(fieldMessages.tooLong, { max: 200 }))
  .refine(
    (value) =>
      value === '' ||
      isSafeWebAddress(value) ||
      isBareWebAddress(value) ||
      /^[@+]?[\w.-]{1,100}$/.test(value) ||
      /^\+?[\d\s().-]{6,25}$/.test(value),
    profileMessages.socialHandle,
  );

export const socialMediaSchema = z.object(
  Object.fromEntries(
    socialNetworks.map((network) => [network, socialHandleSchema.optional()]),
  ) as Record<SocialNetwork, z.ZodOptional<typeof socialHandleSchema>>,
);
export type SocialMedia = z.infer<typeof socialMediaSchema>;

/**
 * GET /api/profile/profile: the spec's fields, then the alumni network's (issue 35). `mobile` is in
 * the spec's form (national digits for the site's own country), `mobileE164` beside it.
 */
export const profileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  imageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  address: z.string().nullable(),
  businessName: z.string().nullable(),
  businessEmail: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  businessAddress: z.string().nullable(),
  businessRole: z.string().nullable(),
  socialMedia: socialMediaSchema,
  isAdmin: z.boolean(),
  emailUpdates: z.boolean(),
  sharePhone: z.boolean(),
  shareEmail: z.boolean(),
  ...alumniProfileSchema.shape,
});
export type Profile = z.infer<typeof profileSchema>;

/** A picture address: http(s), or the caller's own upload (the server checks it is theirs). */
const pictureAddress = optionalImageAddressSchema.refine(
  // /media/: the pipeline's address, sent back as read (files are named by content and kept while
  // anything points at them, ADR 46, so naming one claims nothing).
  (value) =>
    !value ||
    isSafeWebAddress(value) ||
    value.startsWith('/uploads/') ||
    /^\/media\/[\w-]+\.\w+$/.test(value),
  urlMessages.web,
);

/** Spec §5 profile texts, verbatim; names and numbers follow DESIGN §5.21–22. */
const profileFieldsSchema = z.object({
  name: personNameField({ required: fieldMessages.nameRequired, invalid: messages.name }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, fieldMessages.emailRequired)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, fieldMessages.emailInvalid)
    .max(254),
  mobile: phoneTextField(profileMessages.mobileRequired),
  /** The country of a `mobile` written without a country code (`country` is the address's). */
  phoneCountry: phoneCountrySchema.optional(),
  // null, as the profile answers an empty field, clears it too: a spec client can send back
  // what it read (issue 35).
  imageUrl: pictureAddress.nullable(),
  bio: optionalText(1000).nullable(),
  address: optionalText(300).nullable(),
  businessName: optionalText(120).nullable(),
  businessEmail: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      fieldMessages.emailInvalid,
    )
    .nullable()
    .optional(),
  // Directory fields (spec §3 Member); absent means unchanged.
  city: optionalText(100).nullable(),
  state: optionalText(100).nullable(),
  // ISO 3166 alpha-2 since issue 35 ("in" is read as "IN"); blank clears it.
  country: optionalCountryField.nullable(),
  businessAddress: optionalText(300).nullable(),
  businessRole: optionalText(100).nullable(),
  socialMedia: socialMediaSchema.optional(),
  /** Required only when the email changes: whoever holds a session must not take over the account. */
  currentPassword: z
    .string()
    .max(PASSWORD_MAX * 4)
    .optional(),
  ...alumniProfileUpdateSchema.shape,
});
export const profileUpdateSchema = withPhonesInE164(profileFieldsSchema, {
  mobile: 'phoneCountry',
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * Account Settings. `sharePhone` and `shareEmail`: whether other members may see them in the
 * members directory (site admins always can; visitors never can).
 */
export const accountSettingsSchema = z.object({
  emailUpdates: z.boolean(),
  sharePhone: z.boolean(),
  shareEmail: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
/** PUT /api/account/settings: any of the settings; absent ones stay as they are. */
export const accountSettingsUpdateSchema = accountSettingsSchema.partial();
export type AccountSettingsUpdate = z.infer<typeof accountSettingsUpdateSchema>;

export const deleteAccountSchema = z.object({
  password: z
    .string()
    .min(1, profileMessages.passwordToConfirm)
    .max(PASSWORD_MAX * 4),
});

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const pictureTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** PUT /api/profile/language: the signed-in member's language, kept on the account (DESIGN §7). */
export const accountLanguageSchema = z.object({
  language: z.enum(languageCodes as [Language, ...Language[]]),
});
export type AccountLanguageInput = z.infer<typeof accountLanguageSchema>;
