import { dialCode, phoneCountries, type CountryCode } from '@portal/contract';
import { activeLocale } from '../i18n/active-language';

/** A country as the phone field's picker offers it. */
export interface CountryOption {
  value: CountryCode;
  /** What the closed picker shows: flag and dial code ("🇬🇧 +44"); unique, as each flag is. */
  label: string;
  /** The country's name in the reader's language ("United Kingdom"). */
  name: string;
  dial: string;
  flag: string;
}

/** The flag emoji of an ISO 3166 alpha-2 code: each letter as its regional indicator symbol. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

// Built on first use (245 countries, a few milliseconds), once per language.
const optionsByLocale = new Map<string, readonly CountryOption[]>();

/** Every country libphonenumber knows, by name in the reader's language, with flag and dial code. */
export function countryOptions(locale = activeLocale()): readonly CountryOption[] {
  const known = optionsByLocale.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const options = phoneCountries
    .map((code) => {
      const flag = flagEmoji(code);
      const dial = dialCode(code);
      return { value: code, label: `${flag} ${dial}`, name: names.of(code) ?? code, dial, flag };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  optionsByLocale.set(locale, options);
  return options;
}

const byLocaleAndCode = new Map<string, Map<string, CountryOption>>();

/** One country's option, or undefined for a code libphonenumber does not know. */
export function countryOption(code: string, locale = activeLocale()): CountryOption | undefined {
  let byCode = byLocaleAndCode.get(locale);
  if (!byCode) {
    byCode = new Map(countryOptions(locale).map((option) => [option.value, option]));
    byLocaleAndCode.set(locale, byCode);
  }
  return byCode.get(code);
}

/** Lower case without accents, so "reunion" finds Réunion and "aland" Åland. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

let englishNames: Intl.DisplayNames | undefined;
/** The English name too: people often search in Latin letters whatever the page's language. */
const englishName = (code: string) =>
  (englishNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' })).of(code) ??
  code;

/**
 * How well a search typed in the picker finds `option`, best first; undefined when it does not:
 * a name that starts with it ("ind": India), a word of the name that does (British Indian Ocean
 * Territory), part of a name, the two-letter code, or the start of the dial code ("44" or "+44"
 * finds the United Kingdom, Guernsey, Jersey…). Names are the reader's language's and English.
 */
export function countryMatch(option: CountryOption, search: string): number | undefined {
  const wanted = folded(search.trim());
  if (wanted === '') return 0;
  if (/^\+?[\d\s]+$/.test(wanted)) {
    const digits = wanted.replace(/\D/g, '');
    return option.dial.slice(1).startsWith(digits) ? 0 : undefined;
  }
  const names = [option.name, englishName(option.value)].map(folded);
  if (names.some((name) => name.startsWith(wanted))) return 0;
  if (option.value.toLowerCase() === wanted) return 1;
  const wordStarts = (name: string) =>
    name.split(/[\s\-(]+/).some((word) => word.startsWith(wanted));
  if (names.some(wordStarts)) return 2;
  return names.some((name) => name.includes(wanted)) ? 3 : undefined;
}

export const matchesCountry = (option: CountryOption, search: string) =>
  countryMatch(option, search) !== undefined;
