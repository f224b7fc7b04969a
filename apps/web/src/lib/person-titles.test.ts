import { describe, expect, it } from 'vitest';
import { formatMessage } from '../i18n/active-language';
import type { Translate } from '../i18n/i18n-provider';
import { useLanguageInTest } from '../testing/language';
import { readerTitledName } from './person-titles';

// What the active catalogue says, as a screen's `t` would.
const t = ((message, values) => formatMessage(message, values)) as Translate;

describe('readerTitledName', () => {
  it('says the title a name was written with in the reader’s language (issue 36 §6)', async () => {
    expect(readerTitledName(t, 'Mr. Kirtan Shah')).toBe('Mr. Kirtan Shah');
    await useLanguageInTest('hi');
    expect(readerTitledName(t, 'Mr. कीर्तन शाह')).toBe('श्री कीर्तन शाह');
    expect(readerTitledName(t, 'Dr. Asha Rao')).toBe('डॉ. Asha Rao');
    // No title (someone who preferred not to say), or a name that only begins like one.
    expect(readerTitledName(t, 'कीर्तन शाह')).toBe('कीर्तन शाह');
    expect(readerTitledName(t, 'Mrs.Kaur')).toBe('Mrs.Kaur');
  });

  it('does the same in Gujarati', async () => {
    await useLanguageInTest('gu');
    expect(readerTitledName(t, 'Mrs. Hansa Patel')).not.toMatch(/Mrs\./);
    expect(readerTitledName(t, 'Mrs. Hansa Patel')).toMatch(/ Hansa Patel$/);
  });
});
