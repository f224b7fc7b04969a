import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberProfile, memberUser } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

// The screen's code loads lazily, and slowly on a busy machine.
const lazyScreen = 15_000;

describe('profile in Hindi', () => {
  it('shows the profile and its edit form in Hindi; what the member wrote stays as written', async () => {
    await useLanguageInTest('hi');
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/profile/profile': () => json(memberProfile),
    });
    storeSession(memberUser);
    const { user } = renderRoute('/profile');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल' }, { timeout: lazyScreen }),
    ).toBeVisible();
    expect(document.title).toBe(`प्रोफ़ाइल · ${communitySite.name}`);
    const basic = await screen.findByRole('region', { name: 'बुनियादी जानकारी' });
    expect(within(basic).getByText('पता')).toBeVisible();
    expect(within(basic).getByText(memberProfile.email)).toBeVisible();
    const business = screen.getByRole('region', { name: 'व्यवसाय की जानकारी' });
    expect(within(business).getByText('Rao Designs')).toBeVisible();
    const social = screen.getByRole('region', { name: 'सोशल मीडिया' });
    expect(within(social).getAllByText('नहीं दिया गया')).toHaveLength(3);
    expect(
      screen.getByRole('img', { name: `${memberProfile.name} की प्रोफ़ाइल तस्वीर` }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'प्रोफ़ाइल संपादित करें' }));
    const form = screen.getByRole('form', { name: 'प्रोफ़ाइल संपादित करें' });
    expect(within(form).getByLabelText(/^व्यवसाय का नाम/)).toHaveValue('Rao Designs');
    expect(within(form).getByRole('button', { name: 'बदलाव सहेजें' })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
  }, 120_000);
});
