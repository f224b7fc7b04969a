import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { communitySite, memberUser, sessionToken } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

function stub(routes: FetchRoutes) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    // Where sign-in and friends land: the home page lists upcoming events.
    'GET /api/events/upcoming': () => json([]),
    // The home page also shows the news and the community wall.
    'GET /api/feedposts': () => json([]),
    'GET /api/posts': () => json([]),
    // The consent box names the notice's current version (issue 39).
    'GET /api/privacy-notice': () =>
      json({ version: 3, publishedAt: '2026-11-01T00:00:00.000Z', language: 'en', text: 'Notice' }),
    ...routes,
  });
}

type User = ReturnType<typeof renderRoute>['user'];

async function fillIn(user: User, { name = 'Asha Rao', mobile = '9000000002' } = {}) {
  await user.type(await screen.findByLabelText(/^Name/), name);
  await user.type(screen.getByLabelText(/^Email/), 'Asha@Example.org');
  await user.type(screen.getByLabelText(/^Mobile/), mobile);
  await user.type(screen.getByLabelText(/^Password/), 'a long passphrase');
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
}

async function chooseCountry(user: User, search: string, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: 'Country code' }));
  await user.type(screen.getByRole('combobox', { name: 'Country code' }), search);
  await user.click(await screen.findByRole('option', { name }));
}

async function sentSignup(requests: Request[]) {
  const isSignup = (request: Request) => request.url.endsWith('/api/auth/signup');
  await waitFor(() => expect(requests.some(isSignup)).toBe(true));
  return (await requests.find(isSignup)?.json()) as unknown;
}

const signedUp = () =>
  json(
    { token: sessionToken, user: memberUser, message: 'Registration successful' },
    { status: 201 },
  );

// The route's code loads lazily; compile it (and the phone metadata) once up front, so the first
// test's waits measure the screen, not the first transform of its modules.
beforeAll(async () => {
  await import('./signup-route');
});

describe('sign-up page', () => {
  it('shows the spec validation texts', async () => {
    const { requests } = stub({});
    const { user } = renderRoute('/signup');
    await user.type(await screen.findByLabelText(/^Name/), 'A1');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Mobile/), '12');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(/^Please enter a\s+valid name$/)).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByText('Password must be 8 to 64 characters')).toBeVisible();
    expect(
      screen.getByText('Please accept the privacy notice to create your account.'),
    ).toBeVisible();
    expect(requests.filter((request) => request.url.includes('/api/auth/'))).toHaveLength(0);
  });

  it('creates the account and lands on the dashboard signed in', async () => {
    const { requests } = stub({ 'POST /api/auth/signup': signedUp });
    const { user, router } = renderRoute('/signup');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: communitySite.tagline });
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.token)).toBe(sessionToken);
    expect(window.localStorage.getItem(storageKeys.isLoggedIn)).toBe('true');
    const signup = requests.find((request) => request.url.endsWith('/api/auth/signup'));
    expect(await signup?.json()).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.org',
      mobile: '+919000000002',
      country: 'IN',
      password: 'a long passphrase',
      consent: { privacyVersion: 3 },
    });
  });

  it('fills in what the roster invitation carries: name, email and mobile', async () => {
    const { requests } = stub({ 'POST /api/auth/signup': signedUp });
    const query = new URLSearchParams({
      name: 'राहुल शर्मा',
      email: 'rahul@example.in',
      mobile: '+447400123456',
    });
    const { user } = renderRoute(`/signup?${query}`);
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('राहुल शर्मा');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('rahul@example.in');
    expect(screen.getByLabelText(/^Mobile/)).toHaveValue('07400 123456');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('🇬🇧 +44');
    await user.type(screen.getByLabelText(/^Password/), 'a long passphrase');
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await sentSignup(requests)).toMatchObject({
      name: 'राहुल शर्मा',
      email: 'rahul@example.in',
      mobile: '+447400123456',
      country: 'GB',
    });
  });

  it('takes a number of any country, read in the country chosen', async () => {
    const { requests } = stub({ 'POST /api/auth/signup': signedUp });
    const { user } = renderRoute('/signup');
    const mobile = await screen.findByLabelText(/^Mobile/);
    expect(mobile).toHaveAccessibleDescription('e.g. 081234 56789');

    await chooseCountry(user, 'United K', /United Kingdom/);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('🇬🇧 +44');
    expect(mobile).toHaveAccessibleDescription('e.g. 07400 123456');
    await fillIn(user, { mobile: '07911 123456' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await sentSignup(requests)).toMatchObject({ mobile: '+447911123456', country: 'GB' });
  });

  it('spaces the number as typed, and follows a number typed with its country code', async () => {
    stub({});
    const { user } = renderRoute('/signup');
    const mobile = await screen.findByLabelText(/^Mobile/);
    await user.type(mobile, '9825012345');
    expect(mobile).toHaveValue('98250 12345');

    await user.clear(mobile);
    await user.type(mobile, '+1 (201) 555-0123');
    expect(mobile).toHaveValue('+1 (201) 555-0123');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('🇺🇸 +1');
  });

  it('starts in the site’s own country', async () => {
    stubFetch({ 'GET /api/site': () => json({ ...communitySite, defaultCountry: 'GB' }) });
    renderRoute('/signup');
    expect(await screen.findByLabelText(/^Mobile/)).toHaveAccessibleDescription(
      'e.g. 07400 123456',
    );
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('🇬🇧 +44');
  });

  it('takes a name in any script, as written', async () => {
    const { requests } = stub({ 'POST /api/auth/signup': signedUp });
    const { user } = renderRoute('/signup');
    await fillIn(user, { name: ' राहुल शर्मा ' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await sentSignup(requests)).toMatchObject({ name: 'राहुल शर्मा' });
  });

  it('puts a duplicate mobile under the mobile field', async () => {
    const message = 'An account with this mobile number already exists.';
    stub({
      'POST /api/auth/signup': () =>
        json({ error: 'duplicate', message, fields: { mobile: message } }, { status: 409 }),
    });
    const { user } = renderRoute('/signup');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const mobile = screen.getByLabelText(/^Mobile/);
    expect(await screen.findByText(message)).toBeVisible();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a server message',
      () => json({ error: 'rate_limited', message: 'Too many sign-ups.' }, { status: 429 }),
      'Too many sign-ups.',
    ],
    [
      'an unreadable failure',
      () => new Response('', { status: 500 }),
      'Registration failed. Try again.',
    ],
    [
      'an unreachable server',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Server error. Please try again later.',
    ],
  ])('explains %s', async (_case, answer, text) => {
    stub({ 'POST /api/auth/signup': answer });
    const { user } = renderRoute('/signup');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(within(await screen.findByRole('alert')).getByText(text)).toBeVisible();
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
