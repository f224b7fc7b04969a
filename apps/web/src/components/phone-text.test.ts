import { describe, expect, it } from 'vitest';
import {
  countryMatch,
  countryOption,
  countryOptions,
  flagEmoji,
  matchesCountry,
} from './country-options';
import { countryOfTyped, phoneForForm, tidyPhone, typedPhone } from './phone-text';

/** Types `text` one character at a time at the end, as the field would see it. */
function typeAtEnd(text: string, country: Parameters<typeof typedPhone>[2]): string {
  let value = '';
  for (const char of text) value = typedPhone(value, value + char, country, true);
  return value;
}

describe('typedPhone', () => {
  it.each([
    ['9825012345', 'IN', '98250 12345'],
    ['07400123456', 'GB', '07400 123456'],
    ['+447400123456', 'IN', '+44 7400 123456'],
    ['2015550123', 'US', '(201) 555-0123'],
    ['0612345678', 'FR', '06 12 34 56 78'],
  ] as const)('spaces %s as %s writes it', (typed, country, shown) => {
    expect(typeAtEnd(typed, country)).toBe(shown);
  });

  it('keeps every digit of a number too long to format', () => {
    expect(typeAtEnd('982501234567', 'IN')).toBe('982501234567');
  });

  it.each([
    ['their own dashes', '98250-12345'],
    ['their own brackets', '(0) 7400 123456'],
    ['their own spacing', '98 250 123 45'],
    ['their own script', '९८२५० १२३४५'],
  ])('leaves %s exactly as typed', (_case, typed) => {
    expect(typeAtEnd(typed, 'IN')).toBe(typed);
  });

  it('leaves an edit before the end alone', () => {
    expect(typedPhone('98250 12345', '928250 12345', 'IN', false)).toBe('928250 12345');
  });

  it('leaves a deletion alone', () => {
    expect(typedPhone('98250 1', '98250 ', 'IN', true)).toBe('98250 ');
  });

  it('formats a pasted run of digits', () => {
    expect(typedPhone('', '9825012345', 'IN', true)).toBe('98250 12345');
  });
});

describe('countryOfTyped', () => {
  it('follows a complete number with another dial code', () => {
    expect(countryOfTyped('+44 7400 123456', 'IN')).toBe('GB');
    expect(countryOfTyped('+91 98250 12345', 'GB')).toBe('IN');
    expect(countryOfTyped('0044 7400 123456', 'IN')).toBe('GB');
  });

  it('stays for a number of the chosen dial code, or an incomplete one', () => {
    expect(countryOfTyped('98250 12345', 'IN')).toBeUndefined();
    expect(countryOfTyped('+44 7911 123456', 'GB')).toBeUndefined();
    expect(countryOfTyped('+44 7400', 'IN')).toBeUndefined();
  });
});

describe('tidyPhone', () => {
  it('spaces a complete number typed in one run', () => {
    expect(tidyPhone(' 9825012345 ', 'IN')).toBe('98250 12345');
  });

  it('leaves an incomplete number, or one with the person’s own signs, as typed', () => {
    expect(tidyPhone('982501', 'IN')).toBe('982501');
    expect(tidyPhone('98250-12345', 'IN')).toBe('98250-12345');
  });
});

describe('phoneForForm', () => {
  it('shows a stored number as its own country writes it, with that country', () => {
    expect(phoneForForm('+447400123456')).toEqual({ text: '07400 123456', country: 'GB' });
    expect(phoneForForm('+919825012345')).toEqual({ text: '098250 12345', country: 'IN' });
  });

  it('keeps what it cannot read, and nothing for no number', () => {
    expect(phoneForForm('12345', 'IN')).toEqual({ text: '12345', country: 'IN' });
    expect(phoneForForm(null)).toEqual({ text: '', country: undefined });
  });
});

describe('country options', () => {
  it('has every country once, by name, with flag and dial code', () => {
    const options = countryOptions();
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
    expect(countryOption('GB')).toEqual({
      value: 'GB',
      label: '🇬🇧 +44',
      name: 'United Kingdom',
      dial: '+44',
      flag: '🇬🇧',
    });
    expect(flagEmoji('in')).toBe('🇮🇳');
  });

  it.each([
    ['united k', 'GB', true],
    ['reunion', 'RE', true],
    ['gb', 'GB', true],
    ['+44', 'JE', true],
    ['44', 'GB', true],
    ['+44', 'IN', false],
    ['india', 'GB', false],
  ] as const)('a search for %j finds %s: %s', (search, code, found) => {
    const option = countryOption(code);
    expect(option && matchesCountry(option, search)).toBe(found);
  });

  it('ranks a name that starts with the search before one that only contains it', () => {
    const rank = (code: string) => countryMatch(countryOption(code)!, 'ind');
    expect(rank('IN')).toBeLessThan(rank('IO') ?? Infinity);
    expect(rank('ID')).toBe(rank('IN'));
    expect(rank('GB')).toBeUndefined();
  });
});
