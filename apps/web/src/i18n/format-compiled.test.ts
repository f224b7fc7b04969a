import { parse } from '@formatjs/icu-messageformat-parser/index.js';
import { describe, expect, it } from 'vitest';
import { formatCompiled } from './format-compiled';

// Messages reach the browser compiled by FormatJS's parser (build/precompile-messages.ts); the
// test compiles them the same way, with the real parser (the web project aliases the package
// name to the no-parser build, as browsers get it).
const say = (message: string, values: Record<string, unknown>, locale = 'en-IN') =>
  formatCompiled(parse(message), locale, values);

describe('formatting compiled ICU messages', () => {
  it('fills arguments and keeps literal text', () => {
    expect(say('Hello {name}, welcome to {site}.', { name: 'राहुल', site: 'Portal' })).toBe(
      'Hello राहुल, welcome to Portal.',
    );
  });

  it('chooses plural forms by the language’s rules, with exact matches and #', () => {
    const seats = '{count, plural, =0 {no seats} one {# seat} other {# seats}} left';
    expect(say(seats, { count: 0 })).toBe('no seats left');
    expect(say(seats, { count: 1 })).toBe('1 seat left');
    expect(say(seats, { count: 1200 })).toBe('1,200 seats left');
    // Hindi says "one" for 0 and 1.
    const hindi = '{count, plural, one {# सीट} other {# सीटें}}';
    expect(say(hindi, { count: 0 }, 'hi-IN')).toBe('0 सीट');
    expect(say(hindi, { count: 100000 }, 'hi-IN')).toBe('1,00,000 सीटें');
  });

  it('applies a plural offset to the category and to #', () => {
    const going =
      '{n, plural, offset:1 =1 {Only you} one {You and # other} other {You and # others}}';
    expect(say(going, { n: 1 })).toBe('Only you');
    expect(say(going, { n: 2 })).toBe('You and 1 other');
    expect(say(going, { n: 4 })).toBe('You and 3 others');
  });

  it('selects, falling back to other, and keeps a tag’s content as text', () => {
    const role = '{role, select, owner {Owner} admin {Admin} other {Member}}';
    expect(say(role, { role: 'owner' })).toBe('Owner');
    expect(say(role, { role: 'guest' })).toBe('Member');
    expect(say('Read <b>{title}</b>', { title: 'Notes' })).toBe('Read Notes');
  });

  it('formats number arguments in the locale', () => {
    expect(say('{total, number} members', { total: 150000 }, 'gu-IN')).toBe('1,50,000 members');
  });
});
