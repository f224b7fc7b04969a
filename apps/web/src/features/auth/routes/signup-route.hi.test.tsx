import { messages as contractTexts } from '@portal/contract';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateText } from '../../../i18n/active-language';
import { communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

/** The Hindi of a contract text, which must have one. */
function inHindi(english: string): string {
  const hindi = translateText(english);
  expect(hindi).not.toBe(english);
  return hindi;
}

beforeAll(async () => {
  await import('./signup-route');
});

// The screen's code loads lazily, and slowly on a busy machine.
const lazyScreen = 15_000;

describe('sign-up page in Hindi', () => {
  it('speaks Hindi, its validation messages too', async () => {
    await useLanguageInTest('hi');
    const { requests } = stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { user } = renderRoute('/signup');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'खाता बनाएँ' }, { timeout: lazyScreen }),
    ).toBeVisible();
    expect(document.title).toBe(`खाता बनाएँ · ${communitySite.name}`);
    expect(screen.getByRole('link', { name: 'डैशबोर्ड पर वापस जाएँ' })).toBeVisible();
    expect(screen.getByLabelText(/^नाम/)).toBeVisible();
    expect(screen.getByLabelText(/^ईमेल/)).toBeVisible();
    // The password rule's numbers are ICU arguments.
    expect(screen.getByLabelText(/^पासवर्ड/)).toHaveAccessibleDescription(
      '8 से 64 अक्षर; आम पासवर्ड न रखें',
    );
    expect(screen.getByText('क्या आपका खाता पहले से है?')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    // The contract's English validation messages, shown in Hindi.
    expect(await screen.findByText(inHindi(contractTexts.name))).toBeVisible();
    expect(screen.getByText(inHindi(contractTexts.email))).toBeVisible();
    expect(screen.getByText(inHindi(contractTexts.passwordLength))).toBeVisible();
    expect(requests.filter((request) => request.url.includes('/api/auth/'))).toHaveLength(0);
  }, 120_000);
});
