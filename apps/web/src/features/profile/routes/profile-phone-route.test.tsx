import type { Profile } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySite, memberProfile, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

// Names and numbers of people anywhere (DESIGN §5.21–22) in the profile's edit form.

function editProfile(profile: Profile) {
  const { requests } = stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/auth/user': () => json(memberUser),
    'GET /api/profile/profile': () => json(profile),
    'PUT /api/profile/profile': () => json(profile),
  });
  storeSession(memberUser);
  return { ...renderRoute('/profile'), requests };
}

// The screen loads lazily: compile it and the phone field's metadata once, before the first wait.
beforeAll(async () => {
  await import('./profile-route');
});

describe('profile: a name and a number of anywhere', () => {
  it('shows the stored number as its own country writes it, and saves a new one in E.164', async () => {
    const profile: Profile = {
      ...memberProfile,
      name: 'राहुल शर्मा',
      mobile: '+447400123456',
      mobileE164: '+447400123456',
    };
    const { user, requests } = editProfile(profile);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });

    const mobile = within(form).getByLabelText(/^Mobile/);
    expect(mobile).toHaveValue('07400 123456');
    expect(within(form).getByRole('combobox', { name: 'Country code' })).toHaveValue('🇬🇧 +44');
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('राहुल शर्मा');

    await user.clear(mobile);
    await user.type(mobile, '07400 654321');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully.')).toBeVisible();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toMatchObject({
      name: 'राहुल शर्मा',
      mobile: '+447400654321',
      phoneCountry: 'GB',
    });
  });
});
