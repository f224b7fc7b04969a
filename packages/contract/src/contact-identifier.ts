import { z } from 'zod';
import { phoneCountrySchema } from './people';
import { toE164 } from './phone';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A person named by their mobile number or their email (a password reset, a channel invite): an
 * email is lower-cased; a number, written any way, becomes E.164 in `country` (default the site's).
 */
export const contactIdentifierSchema = (message: string) =>
  z
    .object({
      identifier: z.string({ error: message }).trim().min(1, message).max(254, message),
      country: phoneCountrySchema.optional(),
    })
    .transform(({ identifier, country }, ctx) => {
      const value = identifier.includes('@')
        ? emailPattern.test(identifier)
          ? identifier.toLowerCase()
          : undefined
        : toE164(identifier, country);
      if (value) return { identifier: value };
      ctx.addIssue({ code: 'custom', path: ['identifier'], message, input: identifier });
      return z.NEVER;
    });
