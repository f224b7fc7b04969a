import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { communitySite, memberProfile, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { allEmailOn } from '../../../testing/fixtures';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

function stub(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/auth/user': () => json(memberUser),
    'GET /api/profile/profile': () => json(memberProfile),
    // Issue 39: the Email section's six choices.
    'GET /api/me/email-preferences': () => json(allEmailOn),
    // The Donations section lists the member's donations.
    'GET /api/donations/mine': () => json([]),
    // Account security (issue 38): two-step sign-in is off, one session (this one).
    'GET /api/me/2fa': () =>
      json({ enabled: false, recoveryCodesLeft: 0, requiredForAdmin: false }),
    'GET /api/me/sessions': () => json([]),
    // Where sign-in and friends land: the home page lists upcoming events.
    'GET /api/events/upcoming': () => json([]),
    // The home page also shows the news and the community wall.
    'GET /api/feedposts': () => json([]),
    'GET /api/posts': () => json([]),
    ...routes,
  });
}

function openSettings() {
  storeSession(memberUser);
  return renderRoute('/settings');
}

describe('account settings', () => {
  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute('/settings');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2Fsettings');
  });

  it('switches the theme between light, dark and the system choice', async () => {
    stub();
    const { user } = openSettings();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Settings' }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Follow system' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(window.localStorage.getItem(storageKeys.darkMode)).toBe('true');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(window.localStorage.getItem(storageKeys.darkMode)).toBe('false');

    await user.click(screen.getByRole('radio', { name: 'Follow system' }));
    expect(window.localStorage.getItem(storageKeys.darkMode)).toBeNull();
    // The test browser's system preference is light.
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('shows six email choices, says needed mail is always sent, and saves one on change', async () => {
    const { requests } = stub({
      'PUT /api/me/email-preferences': () => json({ ...allEmailOn, eventReminders: false }),
    });
    const { user } = openSettings();

    const reminders = await screen.findByRole('switch', { name: /^Event reminders/ });
    expect(reminders).toBeChecked();
    for (const name of [
      /^Event updates/,
      /^News and announcements/,
      /^Mentoring/,
      /^Opportunity alerts/,
      /^Channel activity/,
    ])
      expect(screen.getByRole('switch', { name })).toBeChecked();
    expect(screen.getByText(/Emails you need to use the portal are always sent/)).toBeVisible();
    // The spec's "email updates" is the news choice, sent to the account's address.
    expect(
      screen.getByText(`News from the association, sent to ${memberProfile.email}.`),
    ).toBeVisible();

    await user.click(reminders);
    expect(await screen.findByText('Event reminders: turned off.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Event reminders/ })).not.toBeChecked();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({ eventReminders: false });
  });

  it('says so when the email choices cannot be loaded', async () => {
    stub({
      'GET /api/me/email-preferences': () =>
        json({ error: 'unavailable', message: 'The database is not reachable.' }, { status: 503 }),
    });
    openSettings();
    expect(await screen.findByText('The database is not reachable.')).toBeVisible();
  });

  it('shares the phone number with other members', async () => {
    const { requests } = stub({
      'PUT /api/account/settings': () => json({ ...memberProfile, sharePhone: true }),
    });
    const { user } = openSettings();

    const privacy = await screen.findByRole('region', { name: 'Privacy' });
    const phone = await within(privacy).findByRole('switch', {
      name: /^Show my phone number to other members/,
    });
    const email = within(privacy).getByRole('switch', { name: /^Show my email to other members/ });
    expect(phone).not.toBeChecked();
    expect(email).not.toBeChecked();
    await user.click(phone);

    expect(await screen.findByText('Members can now see your phone number.')).toBeInTheDocument();
    expect(within(privacy).getByRole('switch', { name: /^Show my phone/ })).toBeChecked();
    expect(within(privacy).getByRole('switch', { name: /^Show my email/ })).not.toBeChecked();
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.json()).toEqual({ sharePhone: true });
  });

  it('hides the email again, and says so when saving fails', async () => {
    let attempts = 0;
    const { requests } = stub({
      'GET /api/profile/profile': () => json({ ...memberProfile, shareEmail: true }),
      'PUT /api/account/settings': () =>
        ++attempts === 1
          ? json({ error: 'down', message: 'Settings are read-only right now.' }, { status: 503 })
          : json({ ...memberProfile, shareEmail: false }),
    });
    const { user } = openSettings();

    const email = await screen.findByRole('switch', { name: /^Show my email/ });
    expect(email).toBeChecked();
    await user.click(email);
    expect(await screen.findByText('Settings are read-only right now.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Show my email/ })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: /^Show my email/ }));
    expect(await screen.findByText('Your email is now hidden from members.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Show my email/ })).not.toBeChecked();
    const put = requests.filter((request) => request.method === 'PUT').at(-1);
    expect(await put?.json()).toEqual({ shareEmail: false });
  });

  it('signs out everywhere and goes to sign in', async () => {
    const { requests } = stub({
      'POST /api/auth/logout-all': () => json({ message: 'Signed out everywhere.' }),
    });
    const { user, router } = openSettings();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Signed out everywhere.')).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    expect(requests.some((request) => request.url.endsWith('/logout-all'))).toBe(true);
  });

  it('stays signed in when signing out everywhere fails, and says so', async () => {
    stub({
      'POST /api/auth/logout-all': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, router } = openSettings();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(window.localStorage.getItem(storageKeys.token)).not.toBeNull();
  });
});
