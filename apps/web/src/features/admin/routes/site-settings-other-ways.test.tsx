import type { SiteSettings } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json } from '../../../testing/stub-fetch';

// The "Other ways to give" box: bank transfer or UPI details the Donate page shows as written.

const saved: SiteSettings = {
  name: null,
  tagline: null,
  profile: null,
  logoUrl: null,
  organisationName: 'Riverside Community Trust',
  organisationAddress: null,
  receiptTaxText: null,
  otherWaysToGive: 'UPI: riverside.trust@exampleupi',
  defaultCountry: null,
  defaultLanguage: null,
  timeZone: null,
  ticketHoldMinutes: null,
};

function stubAdmin() {
  return stubSignedIn(adminUser, {
    'GET /api/admin/site-settings': () => json({ settings: saved, effective: communitySite }),
    'PUT /api/admin/site-settings': async (request) =>
      json({ settings: await request.clone().json(), effective: communitySite }),
  });
}

const box = () => screen.findByRole('textbox', { name: 'Other ways to give' });

describe('admin site settings: other ways to give', () => {
  it('shows what is saved, with a description of where it appears', async () => {
    stubAdmin();
    renderRoute('/admin/settings');

    const field = await box();
    expect(field).toHaveValue('UPI: riverside.trust@exampleupi');
    expect(field).toHaveAccessibleDescription(
      /^Shown on the Donate page exactly as written, line breaks kept: .* At most 1000 characters\.$/,
    );
  });

  it('saves several lines as they were typed, and a blank box as none', async () => {
    const { requests } = stubAdmin();
    const { user } = renderRoute('/admin/settings');

    const field = await box();
    await user.clear(field);
    await user.type(field, 'UPI: trust@upi{Enter}{Enter}IFSC: EXMP0000123');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Site settings saved.')).toBeInTheDocument();
    const sent = async (index: number) => {
      const put = requests.filter((request) => request.method === 'PUT')[index];
      if (!put) throw new Error(`no PUT number ${index + 1}`);
      return (await put.json()) as SiteSettings;
    };
    expect((await sent(0)).otherWaysToGive).toBe('UPI: trust@upi\n\nIFSC: EXMP0000123');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2),
    );
    expect((await sent(1)).otherWaysToGive).toBeNull();
  });

  it('refuses more than 1000 characters before sending', async () => {
    const { requests } = stubAdmin();
    const { user } = renderRoute('/admin/settings');

    const field = await box();
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('At most 1000 characters')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('starts on the box when opened from the Donate page', async () => {
    stubAdmin();
    renderRoute('/admin/settings#other-ways-to-give');

    const field = await box();
    await waitFor(() => expect(field).toHaveFocus());
  });
});
