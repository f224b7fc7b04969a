import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    ...routes,
  });
}

async function fillIn(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText(/^Name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/^Email/), 'Asha@Example.org');
  await user.type(screen.getByLabelText(/^Mobile/), '9000000002');
  await user.type(screen.getByLabelText(/^Password/), 'a long passphrase');
}

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
    expect(screen.getByText('Please enter a 10-digit phone number')).toBeVisible();
    expect(screen.getByText('Password must be 8 to 64 characters')).toBeVisible();
    expect(requests.filter((request) => request.url.includes('/api/auth/'))).toHaveLength(0);
  });

  it('creates the account and lands on the dashboard signed in', async () => {
    const { requests } = stub({
      'POST /api/auth/signup': () =>
        json(
          { token: sessionToken, user: memberUser, message: 'Registration successful' },
          { status: 201 },
        ),
    });
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
      mobile: '9000000002',
      password: 'a long passphrase',
    });
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
