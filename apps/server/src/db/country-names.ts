import { countryCodes, isCountryCode, type CountryCodeValue } from '@portal/contract';
import { foldLatin } from './name-search';

// Reads a country as people wrote it in the free-text field before issue 35 made it a code:
// its name in English, Hindi or Gujarati (Intl.DisplayNames, which the runtime's ICU knows),
// the code itself, or a common other name ("UK", "USA", "Bharat", "England").

const aliases: Record<string, CountryCodeValue> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uae: 'AE',
  emirates: 'AE',
  bharat: 'IN',
  hindustan: 'IN',
  'republic of india': 'IN',
  holland: 'NL',
  'south korea': 'KR',
  korea: 'KR',
  russia: 'RU',
  'czech republic': 'CZ',
  burma: 'MM',
  ceylon: 'LK',
  'ivory coast': 'CI',
  'hong kong': 'HK',
  'hong kong sar': 'HK',
  'east timor': 'TL',
  swaziland: 'SZ',
  turkey: 'TR',
  'the netherlands': 'NL',
  'kingdom of saudi arabia': 'SA',
  ksa: 'SA',
};

/** Case, accents, dots, "the" and extra spacing do not make another country. */
const key = (text: string) =>
  foldLatin(text.normalize('NFKC'))
    .replace(/[.'’]/g, '')
    .replace(/[&]/g, 'and')
    .replace(/[\s,_-]+/g, ' ')
    .replace(/^the /, '')
    .trim();

let lookup: Map<string, CountryCodeValue> | undefined;

function names(): Map<string, CountryCodeValue> {
  if (lookup) return lookup;
  lookup = new Map();
  for (const language of ['en', 'hi', 'gu']) {
    for (const style of ['long', 'short', 'narrow'] as const) {
      const display = new Intl.DisplayNames([language], {
        type: 'region',
        style,
        fallback: 'none',
      });
      for (const code of countryCodes) {
        const name = display.of(code);
        if (name && !lookup.has(key(name))) lookup.set(key(name), code);
      }
    }
  }
  for (const [alias, code] of Object.entries(aliases)) lookup.set(key(alias), code);
  return lookup;
}

/** The alpha-2 code of a country written as a name or a code; undefined when not recognised. */
export function countryCodeOf(text: string): CountryCodeValue | undefined {
  const trimmed = text.trim();
  if (isCountryCode(trimmed.toUpperCase()) && /^[a-z]{2}$/i.test(trimmed))
    return trimmed.toUpperCase() as CountryCodeValue;
  return names().get(key(trimmed));
}
