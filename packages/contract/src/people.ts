import { z } from 'zod';
import { isPersonName, PERSON_NAME_MAX } from './person-name';
import { isPhoneCountry, PHONE_TEXT_MAX, phoneMessages, toE164 } from './phone';

// The schemas every form about a person shares: one name rule (DESIGN §5.21) and one phone rule
// (DESIGN §5.22), each field keeping the message the spec gives it for what is refused.

export const personNameMessages = {
  tooLong: `At most ${PERSON_NAME_MAX} characters`,
} as const;

/** A person's name in any script: NFC, trimmed, then checked; stored exactly as written. */
export const personNameField = ({ required, invalid }: { required: string; invalid: string }) =>
  z
    .string({ error: required })
    .normalize('NFC')
    .trim()
    .min(1, required)
    .max(PERSON_NAME_MAX, personNameMessages.tooLong)
    // One message per field: an empty or overlong name is not also "not a name".
    .refine((name) => name === '' || name.length > PERSON_NAME_MAX || isPersonName(name), invalid);

/** ISO 3166 alpha-2 country whose numbers are written without a country code ("IN"). */
export const phoneCountrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isPhoneCountry, phoneMessages.country);

/**
 * A phone number as typed. It becomes E.164 in its object's `phonesInE164` step, which knows
 * the country to read a number without a country code in.
 */
export const phoneTextField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(PHONE_TEXT_MAX, phoneMessages.invalid);

/**
 * Checks the named phone fields of a body and turns them into E.164, each read in the country
 * named by its paired field (`{ mobile: 'country' }`), else the site's default: the server fills
 * the country in before parsing (plugins/phone-country.ts). An invalid number is an issue on its
 * own field, reported beside the other fields' issues (a refinement, which runs even when another
 * field failed, where a transform would not).
 */
// Run the check even when another field has failed, so a form shows every message at once.
const everyObject = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

export function withPhonesInE164<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  fields: Partial<Record<keyof z.output<S> & string, keyof z.output<S> & string>>,
  message: string = phoneMessages.invalid,
) {
  type Body = z.output<S>;
  const entries = Object.entries(fields) as [keyof Body & string, keyof Body & string][];
  const numberIn = (body: Body, field: keyof Body & string, countryField: keyof Body & string) => {
    const text = body[field];
    const country = body[countryField];
    if (typeof text !== 'string' || text === '') return undefined;
    return { text, e164: toE164(text, typeof country === 'string' ? country : undefined) };
  };
  return schema
    .superRefine((body, ctx) => {
      for (const [field, countryField] of entries) {
        const phone = numberIn(body, field, countryField);
        if (phone && !phone.e164)
          ctx.addIssue({ code: 'custom', path: [field], message, input: phone.text });
      }
    }, everyObject)
    .transform((body): Body => {
      const result: Record<string, unknown> = { ...body };
      for (const [field, countryField] of entries)
        result[field] = numberIn(body, field, countryField)?.e164 ?? body[field];
      return result as Body;
    });
}
