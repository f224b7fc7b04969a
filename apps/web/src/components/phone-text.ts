import {
  dialCode,
  formatAsTyped,
  formatPhone,
  parsePhone,
  phoneCountry,
  type CountryCode,
} from '@portal/contract';

// How the phone field treats what a person types (DESIGN §5.22): it spaces the digits the way
// the chosen country writes them, but only where that cannot get in the way. Their own dashes,
// brackets and spaces, their own script's digits, and any edit before the end are left exactly as
// typed; the number is read (and stored in E.164) by the contract either way.

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Text that formatting could have written: ASCII digits and spaces, with a leading plus. */
const plainNumber = /^\+?[\d ]*$/;

/** `formatted`, unless formatting lost or changed a digit or the plus. */
function keepingDigits(text: string, formatted: string): string {
  const same =
    digitsOf(formatted) === digitsOf(text) && formatted.startsWith('+') === text.startsWith('+');
  return same ? formatted : text;
}

/**
 * The field's new text after a change from `previous` to `next`. Formatted as typed only when
 * the person added digits at the end of text that is still in the field's own format; otherwise
 * (a deletion, an edit in the middle, a space or dash they typed) exactly what they typed.
 */
export function typedPhone(
  previous: string,
  next: string,
  country: CountryCode,
  caretAtEnd: boolean,
): string {
  if (!caretAtEnd || !next.startsWith(previous)) return next;
  // Digits only (a plus may start the number): any sign or space in `previous` is then ours.
  const added = next.slice(previous.length);
  if (!(previous === '' ? /^\+?\d+$/ : /^\d+$/).test(added)) return next;
  if (previous !== '' && formatAsTyped(previous, country) !== previous) return next;
  return keepingDigits(next, formatAsTyped(next, country));
}

/**
 * The country the picker should switch to when the text is a complete number with another dial
 * code ("+44 7400 123456" typed with India chosen), else undefined. Countries sharing a dial code
 * (the United Kingdom and Guernsey) are not switched between: the number reads the same.
 */
export function countryOfTyped(text: string, country: CountryCode): CountryCode | undefined {
  const own = parsePhone(text, country)?.country;
  return own && dialCode(own) !== dialCode(country) ? own : undefined;
}

/** On leaving the field: a complete number in plain digits, spaced as its country writes it. */
export function tidyPhone(text: string, country: CountryCode): string {
  const trimmed = text.trim();
  if (!plainNumber.test(trimmed) || !parsePhone(trimmed, country)) return text;
  return keepingDigits(trimmed, formatAsTyped(trimmed, country));
}

/**
 * A stored number (E.164) as the form shows it: in its own country's national format, with the
 * picker on that country. A value that is not E.164 (an old one the move could not read) is shown
 * as it is, with the picker on `fallback`.
 */
export function phoneForForm(
  stored: string | null | undefined,
  fallback?: CountryCode,
): { text: string; country: CountryCode | undefined } {
  const own = phoneCountry(stored);
  if (!stored || !own) return { text: stored ?? '', country: fallback };
  return { text: formatPhone(stored, own), country: own };
}
