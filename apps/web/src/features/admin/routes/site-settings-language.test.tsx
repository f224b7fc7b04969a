import type { SiteSettings } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageInTest } from '../../../testing/language';
import { adminUser, communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json } from '../../../testing/stub-fetch';

const noOverrides: SiteSettings = {
  name: null,
  tagline: null,
  profile: null,
  logoUrl: null,
  organisationName: null,
  organisationAddress: null,
  receiptTaxText: null,
  otherWaysToGive: null,
  defaultCountry: null,
  defaultLanguage: null,
  timeZone: null,
  ticketHoldMinutes: null,
  joinPolicy: null,
  opportunityModeration: null,
  requireTwoFactorForAdmins: null,
  donationPresets: null,
};

function stubAdmin(saved: SiteSettings = noOverrides) {
  return stubSignedIn(adminUser, {
    'GET /api/admin/site-settings': () => json({ settings: saved, effective: communitySite }),
    'PUT /api/admin/site-settings': async (request) =>
      json({ settings: await request.clone().json(), effective: communitySite }),
  });
}

describe('the site’s default language (site settings)', () => {
  it('offers each language named in itself, and saves the one chosen', async () => {
    const { requests } = stubAdmin();
    const { user } = renderRoute('/admin/settings');

    const select = await screen.findByRole('combobox', { name: /^Default language/ });
    expect(select).toHaveDisplayValue('Default (English)');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Default (English)',
      'English',
      'हिन्दी',
      'ગુજરાતી',
    ]);
    await user.selectOptions(select, 'gu');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Site settings saved.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({ ...noOverrides, defaultLanguage: 'gu' });
  });

  it('reads in Hindi, showing the language saved', async () => {
    await useLanguageInTest('hi');
    stubAdmin({ ...noOverrides, defaultLanguage: 'hi' });
    renderRoute('/admin/settings');

    const select = await screen.findByRole('combobox', { name: /^डिफ़ॉल्ट भाषा/ });
    expect(select).toHaveDisplayValue('हिन्दी');
    expect(select).toHaveAccessibleDescription(
      'उन पाठकों के लिए जिन्होंने कोई भाषा नहीं चुनी और जिनका ब्राउज़र पोर्टल की कोई भाषा नहीं माँगता',
    );
    expect(screen.getByRole('option', { name: 'डिफ़ॉल्ट (English)' })).toBeInTheDocument();
  });
});
