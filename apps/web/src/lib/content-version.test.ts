import { describe, expect, it } from 'vitest';
import { pickVersion } from './content-version';

const original = { title: 'Food Fair', description: 'Stalls from every street.' };
const versions = {
  hi: { title: 'खाद्य मेला', description: 'हर गली के स्टॉल।' },
  gu: { title: 'ખાદ્ય મેળો' },
};

describe('pickVersion', () => {
  it('shows the reader’s language when there is a version, field by field', () => {
    expect(pickVersion(original, versions, 'hi')).toEqual({
      texts: { title: 'खाद्य मेला', description: 'हर गली के स्टॉल।' },
      lang: { title: 'hi', description: 'hi' },
      shown: 'hi',
      available: ['hi', 'gu'],
    });
    // No Gujarati description: the original's, with no lang of its own.
    expect(pickVersion(original, versions, 'gu')).toMatchObject({
      texts: { title: 'ખાદ્ય મેળો', description: 'Stalls from every street.' },
      lang: { title: 'gu' },
      shown: 'gu',
    });
  });

  it('shows the original when there is no version, or when the reader asks for it', () => {
    expect(pickVersion(original, versions, 'en')).toMatchObject({
      texts: original,
      shown: undefined,
    });
    expect(pickVersion(original, versions, 'hi', 'original')).toMatchObject({
      texts: original,
      lang: {},
      shown: undefined,
    });
    expect(pickVersion(original, undefined, 'hi')).toEqual({
      texts: original,
      lang: {},
      shown: undefined,
      available: [],
    });
  });

  it('shows another language’s version on request, and ignores blank versions', () => {
    expect(pickVersion(original, versions, 'en', 'gu').texts.title).toBe('ખાદ્ય મેળો');
    expect(pickVersion(original, { hi: { title: '' } }, 'hi')).toMatchObject({
      shown: undefined,
      available: [],
    });
  });
});
