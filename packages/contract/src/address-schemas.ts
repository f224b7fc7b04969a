import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';
import { isSafeImageAddress, isSafeWebAddress, URL_MAX, urlMessages } from './safe-url';

// The address rules of safe-url.ts as form and request fields.

const addressField = (accepts: (value: string) => boolean) =>
  z
    .string()
    .trim()
    .max(URL_MAX, fillText(fieldMessages.tooLong, { max: URL_MAX }))
    .refine(accepts, urlMessages.web);

/** A link people follow: http(s) only. */
export const webAddressSchema = addressField(isSafeWebAddress);
/** A picture: http(s), or a path on this site (uploads, the bundled images). */
export const imageAddressSchema = addressField(isSafeImageAddress);
/** A link that may be left blank ('' clears it). */
export const optionalWebAddressSchema = addressField(
  (value) => value === '' || isSafeWebAddress(value),
).optional();
/** A picture that may be left blank ('' clears it). */
export const optionalImageAddressSchema = addressField(
  (value) => value === '' || isSafeImageAddress(value),
).optional();
