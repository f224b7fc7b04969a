import type { Site, SiteSettings } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession, stubSignedIn } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

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

function stubAdmin(routes: FetchRoutes, site: () => Site = () => communitySite) {
  return stubSignedIn(adminUser, {
    // Read at each request, so a test can change what the site answers after a save.
    'GET /api/site': () => json(site()),
    'GET /api/admin/site-settings': () => json({ settings: noOverrides, effective: communitySite }),
    ...routes,
  });
}

describe('admin site settings', () => {
  it('shows what is in effect for blank settings', async () => {
    stubAdmin({});
    renderRoute('/admin/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
    const name = await screen.findByLabelText(/^Site name/);
    expect(name).toHaveValue('');
    expect(name).toHaveAttribute('placeholder', `${communitySite.name} (default)`);
    expect(screen.getByLabelText(/^Tagline/)).toHaveAttribute(
      'placeholder',
      `${communitySite.tagline} (default)`,
    );
    expect(screen.getByRole('combobox', { name: /^Identity/ })).toHaveDisplayValue(
      'Default (community)',
    );
  });

  it('saves, sending blanks as defaults, and the brand follows', async () => {
    let site = communitySite;
    const { requests } = stubAdmin(
      {
        'PUT /api/admin/site-settings': async (request) => {
          const body = (await request.clone().json()) as SiteSettings;
          site = { ...communitySite, name: body.name ?? communitySite.name, profile: 'alumni' };
          return json({ settings: body, effective: site });
        },
      },
      () => site,
    );
    const { user } = renderRoute('/admin/settings');

    await user.type(await screen.findByLabelText(/^Site name/), 'Lakeside Alumni');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Identity/ }), 'alumni');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Who may join/ }), 'roster');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Opportunity posts/ }), 'off');
    await user.type(screen.getByLabelText(/^Organisation name/), 'Lakeside Trust');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Country for phone numbers/ }),
      'GB',
    );
    await user.type(screen.getByLabelText(/^Minutes a paid ticket is held/), '20');
    // Issue 36 §5: rupee amounts of the site's own; dollars and euros keep their defaults.
    await user.type(screen.getByLabelText(/^Amounts offered in INR/), '251, 501 1100,2100');
    // Issue 38: site admins must use two-step sign-in.
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Two-step sign-in for site admins/ }),
      'on',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Site settings saved.')).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({
      ...noOverrides,
      requireTwoFactorForAdmins: true,
      name: 'Lakeside Alumni',
      profile: 'alumni',
      joinPolicy: 'roster',
      opportunityModeration: false,
      organisationName: 'Lakeside Trust',
      defaultCountry: 'GB',
      ticketHoldMinutes: 20,
      donationPresets: { INR: [251, 501, 1100, 2100] },
    });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Lakeside Alumni'));
  });

  it('checks the logo address with the contract rules', async () => {
    const { requests } = stubAdmin({});
    const { user } = renderRoute('/admin/settings');

    await user.type(await screen.findByLabelText(/^Logo URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeVisible();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('takes a hold of whole minutes up to a day, and nothing else', async () => {
    const { requests } = stubAdmin({});
    const { user } = renderRoute('/admin/settings');
    const hold = await screen.findByLabelText(/^Minutes a paid ticket is held/);
    for (const typed of ['0', '2000', '7.5', 'ten']) {
      await user.clear(hold);
      await user.type(hold, typed);
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(
        await screen.findByText('A hold lasts a whole number of minutes, from 1 to 1440 (a day)'),
      ).toBeVisible();
    }
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('takes one to six whole amounts per currency, and nothing else', async () => {
    const { requests } = stubAdmin({});
    const { user } = renderRoute('/admin/settings');
    const euros = await screen.findByLabelText(/^Amounts offered in EUR/);
    expect(
      screen.getByText(
        'Up to six whole amounts, separated by commas. Blank: 500, 1000, 2500, 5000',
      ),
    ).toBeVisible();
    for (const typed of ['0', '5, 7.5', 'ten', '1, 2, 3, 4, 5, 6, 7', '2000000']) {
      await user.clear(euros);
      await user.type(euros, typed);
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(
        await screen.findByText('From one to six whole amounts, each between 1 and 1,000,000'),
      ).toBeVisible();
    }
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('explains a refused save', async () => {
    stubAdmin({
      'PUT /api/admin/site-settings': () =>
        json({ error: 'forbidden', message: 'Only site admins may do this.' }, { status: 403 }),
    });
    const { user } = renderRoute('/admin/settings');
    await user.type(await screen.findByLabelText(/^Tagline/), 'Together');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only site admins may do this.');
  });

  it('is refused to a member', async () => {
    storeSession(memberUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
    });
    renderRoute('/admin/settings');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
  });
});
