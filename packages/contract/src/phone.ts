import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/mobile';
import examples from 'libphonenumber-js/mobile/examples';

// No zod here, so a screen that only shows numbers loads no schema (ADR 20). The rule (DESIGN
// §5.22, ADR 22): a mobile of any country, validated with libphonenumber's *mobile* metadata
// (the digits, not only the length), stored in E.164.

export type { CountryCode };

/** The site's default country until an admin chooses another (DESIGN §5.22). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'IN';

export const phoneMessages = {
  invalid: 'Please enter a valid phone number',
  country: 'Choose a country from the list',
} as const;

/** Longest text accepted as a number: the longest E.164 is 16 characters, people add spacing. */
export const PHONE_TEXT_MAX = 40;

export const phoneCountries: readonly CountryCode[] = getCountries();

export function isPhoneCountry(value: unknown): value is CountryCode {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value) && isSupportedCountry(value);
}

// The zero of each decimal digit block people type numbers in (Devanagari, Gujarati, Tamil,
// Arabic-Indic, Persian, full-width): "९८२५० १२३४५" is the same number as "98250 12345".
const digitZeros = [0x966, 0xae6, 0xbe6, 0x660, 0x6f0, 0xff10];
const foldDigit = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  const zero = digitZeros.find((start) => code >= start && code <= start + 9);
  return zero === undefined ? char : String(code - zero);
};

/** Only digits, spacing and the signs people write numbers with: letters are never a number. */
const phoneCharacters = /^[+\d\s().\-‐‑–—/]+$/u;

/** The number a person typed, or undefined when it is not a valid mobile number. */
export function parsePhone(text: string, country: string = DEFAULT_PHONE_COUNTRY) {
  const folded = text
    .normalize('NFKC')
    .replace(/\p{Nd}/gu, foldDigit)
    .trim();
  if (!folded || folded.length > PHONE_TEXT_MAX || !phoneCharacters.test(folded)) return undefined;
  const defaultCountry = isPhoneCountry(country) ? country : DEFAULT_PHONE_COUNTRY;
  const number = parsePhoneNumberFromString(folded, { defaultCountry });
  return number?.isValid() ? number : undefined;
}

/** E.164 ("+919825012345") for a valid number written any way, else undefined. */
export function toE164(text: string, country?: string): string | undefined {
  return parsePhone(text, country)?.number;
}

const storedNumber = (e164: string): PhoneNumber | undefined =>
  e164.startsWith('+') ? parsePhoneNumberFromString(e164) : undefined;

/** The country of a stored number (a Guernsey number is GG, though it dials as +44). */
export function phoneCountry(e164: string | null | undefined): CountryCode | undefined {
  return e164 ? storedNumber(e164)?.country : undefined;
}

/**
 * A stored number as a viewer reads it: national format when the viewer dials the same country
 * code ("098250 12345" to someone in India), international otherwise ("+91 98250 12345"). A value
 * that is not E.164 (an old row the migration could not read) is shown as it was stored.
 */
export function formatPhone(value: string, viewerCountry: string = DEFAULT_PHONE_COUNTRY): string {
  const number = storedNumber(value);
  if (!number) return value;
  const sameCode =
    isPhoneCountry(viewerCountry) &&
    getCountryCallingCode(viewerCountry) === number.countryCallingCode;
  return sameCode ? number.formatNational() : number.formatInternational();
}

/** The dial code of a country, "+44". */
export const dialCode = (country: CountryCode) => `+${getCountryCallingCode(country)}`;

/** An example mobile for the form's hint, in the way people of that country write it. */
export function examplePhone(country: CountryCode): string {
  return getExampleNumber(country, examples)?.formatNational() ?? '';
}

/** Formats what has been typed so far, as the person types ("98250123" → "98250 123"). */
export function formatAsTyped(text: string, country: CountryCode): string {
  return new AsYouType(country).input(text);
}

/**
 * A stored number in the form a client written to the spec can edit and send back unchanged
 * (issue 35): the national number without spaces ("9114446001") when it is a number of the
 * site's default country (its dialling code, and the digits read there give the same number
 * back: a Guernsey mobile on a United Kingdom site), E.164 otherwise. A value that is not E.164
 * (an old row the phone migration could not read) is answered as stored.
 */
export function specMobile(stored: string, siteCountry: string = DEFAULT_PHONE_COUNTRY): string {
  const number = storedNumber(stored);
  if (!number || !isPhoneCountry(siteCountry)) return stored;
  const national = String(number.nationalNumber);
  const sameCode = getCountryCallingCode(siteCountry) === number.countryCallingCode;
  return sameCode && toE164(national, siteCountry) === number.number ? national : number.number;
}
