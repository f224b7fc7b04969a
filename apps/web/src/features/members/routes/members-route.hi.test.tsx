import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json } from '../../../testing/stub-fetch';
import { makeMember } from '../testing/member-fixtures';

// The first render loads the screen's code: slow on a busy machine.
const lazyScreen = 20_000;
const meera = makeMember();
const unreadable = (recordId: string, name: string) => ({
  kind: 'member',
  recordId,
  name,
  value: '1234567890',
  eventId: null,
  eventTitle: null,
  flaggedAt: '2026-11-25T09:00:00.000Z',
});

function stubAsAdmin() {
  return stubSignedIn(adminUser, {
    'GET /api/members': () => json([meera]),
    'GET /api/members/count': () => json({ total: 1200 }),
    'GET /api/members/m-1': () => json(meera),
    'GET /api/admin/unreadable-phones': () =>
      json([unreadable('m-8', 'Old Typo'), unreadable('m-9', 'पुराना नंबर')]),
    'GET /api/admin/account-deletions': () => json({ pending: 1 }),
  });
}

describe('members in Hindi', () => {
  it('shows the directory, its counts and its buttons in Hindi', async () => {
    await useLanguageInTest('hi');
    stubAsAdmin();
    renderRoute('/members');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'समुदाय के सदस्य' },
        { timeout: lazyScreen },
      ),
    ).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Meera Iyer' });
    expect(card).toHaveTextContent('फ़ोन: 090000 00010');
    expect(within(card).getByText('सदस्य')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Meera Iyer की प्रोफ़ाइल देखें' })).toBeVisible();
    expect(
      within(card).getByRole('button', { name: 'Meera Iyer की जानकारी संपादित करें' }),
    ).toBeVisible();
    // Plural and Indian digit grouping.
    expect(await screen.findByText('1,200 सदस्य')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('2 फ़ोन नंबर जाँचने हैं');
    expect(screen.getByRole('searchbox', { name: 'सदस्य खोजें' })).toBeVisible();
    expect(
      await screen.findByText(
        '1 हटाया गया खाता अभी उसका सदस्य वापस ला सकता है (7 दिन बाद मिटा दिया जाएगा)',
      ),
    ).toBeVisible();
    expect(document.title).toBe(`सदस्य · ${communitySite.name}`);
  });

  it('shows a profile with its month in Hindi', async () => {
    await useLanguageInTest('hi');
    stubAsAdmin();
    renderRoute('/members/m-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' }, { timeout: lazyScreen }),
    ).toBeVisible();
    expect(screen.getByText('मार्च 2025 से सदस्य')).toBeVisible();
    expect(screen.getByRole('region', { name: 'संपर्क' })).toHaveTextContent('ईमेल');
    expect(screen.getByRole('link', { name: 'सभी सदस्य' })).toBeVisible();
  });
});
