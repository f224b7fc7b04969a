import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { englishPack, setActivePack } from '../../../i18n/active-language';
import { storageKeys } from '../../../lib/storage';
import { adminUser, communitySite, memberUser, sessionToken } from '../../../testing/fixtures';
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

async function fillIn(
  user: ReturnType<typeof renderRoute>['user'],
  mobile: string,
  password: string,
) {
  await user.type(await screen.findByLabelText(/^Phone/), mobile);
  await user.type(screen.getByLabelText(/^Password/), password);
}

const failure = (status: number, error: string, message: string) => () =>
  json({ error, message }, { status });

// The screen loads lazily: compile it and the phone field's metadata once, before the first wait.
beforeAll(async () => {
  await import('./login-route');
});

describe('sign-in page', () => {
  it('offers the spec fields and links, without the top bar', async () => {
    stub({});
    renderRoute('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Login as Admin' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(document.title).toBe(`Sign in · ${communitySite.name}`);
  });

  it('shows the spec validation texts and sends nothing', async () => {
    const { requests } = stub({});
    const { user } = renderRoute('/login');
    await user.type(await screen.findByLabelText(/^Phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByText(/^Please enter a\s+valid password$/)).toBeVisible();
    expect(requests.filter((request) => request.url.includes('/api/auth/'))).toHaveLength(0);
  });

  it('signs in: stores the session, says so and goes to the dashboard', async () => {
    const { requests } = stub({
      'POST /api/auth/login': () =>
        json({ token: sessionToken, user: adminUser, message: 'Login successful!' }),
    });
    const { user, router } = renderRoute('/login');
    await fillIn(user, '9000000001', 'portal-admin-demo');
    await user.click(screen.getByRole('checkbox', { name: 'Login as Admin' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: communitySite.tagline }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    const login = requests.find((request) => request.url.endsWith('/api/auth/login'));
    expect(await login?.json()).toEqual({
      mobile: '+919000000001',
      country: 'IN',
      password: 'portal-admin-demo',
      asAdmin: true,
    });
    expect(window.localStorage.getItem(storageKeys.token)).toBe(sessionToken);
    expect(window.localStorage.getItem(storageKeys.isLoggedIn)).toBe('true');
    expect(window.localStorage.getItem(storageKeys.isAdmin)).toBe('true');
    // The user came with the response: the top bar does not ask for it again.
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/api/auth/user'))).toBe(false);
  });

  it('finds the account however the number is written, in any country', async () => {
    const { requests } = stub({
      'POST /api/auth/login': () =>
        json({ token: sessionToken, user: memberUser, message: 'Login successful!' }),
    });
    const { user } = renderRoute('/login');
    // Pasted with its country code: the picker follows the number to the United Kingdom.
    await user.click(await screen.findByLabelText(/^Phone/));
    await user.paste('+44 (0)7400-123456');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('🇬🇧 +44');
    await user.type(screen.getByLabelText(/^Password/), 'portal-member-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    const login = requests.find((request) => request.url.endsWith('/api/auth/login'));
    expect(await login?.json()).toMatchObject({ mobile: '+447400123456', country: 'GB' });
  });

  it('says it is signed in, in the account’s own language once that applies (issue 36 §6)', async () => {
    // The account's language becomes the page's: English comes back for the next test.
    onTestFinished(() => setActivePack(englishPack));
    stub({
      'POST /api/auth/login': () =>
        json({
          token: sessionToken,
          user: { ...memberUser, language: 'gu' },
          message: 'Login successful!',
        }),
    });
    const { user } = renderRoute('/login');
    await fillIn(user, '9000000002', 'portal-member-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('લૉગ ઇન થઈ ગયું!')).toBeInTheDocument();
    expect(screen.queryByText('Login successful!')).toBeNull();
  });

  it('goes back to the page that sent the visitor to sign in, and never off the site', async () => {
    stub({
      'POST /api/auth/login': () =>
        json({ token: sessionToken, user: memberUser, message: 'Login successful!' }),
    });
    const { user, router } = renderRoute('/login?next=%2Fabout');
    await fillIn(user, '9000000002', 'portal-member-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/about');
    expect(window.localStorage.getItem(storageKeys.isAdmin)).toBeNull();
  });

  it('ignores a return address on another site', async () => {
    stub({
      'POST /api/auth/login': () =>
        json({ token: sessionToken, user: memberUser, message: 'Login successful!' }),
    });
    const { user, router } = renderRoute('/login?next=%2F%2Fevil.example%2F');
    await fillIn(user, '9000000002', 'portal-member-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { level: 1, name: communitySite.tagline });
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [
      'a wrong password',
      failure(401, 'invalid_credentials', 'Invalid mobile number or password.'),
      'Invalid mobile number or password.',
    ],
    [
      "'Login as Admin' for a member",
      failure(403, 'not_admin', 'This account is not an admin.'),
      'This account is not an admin.',
    ],
    [
      'too many attempts',
      failure(429, 'rate_limited', 'Too many attempts. Please wait 15 minute(s) and try again.'),
      'Too many attempts. Please wait 15 minute(s) and try again.',
    ],
    ['an unreadable failure', () => new Response('oops', { status: 502 }), 'Login failed'],
    [
      'an unreachable server',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Server error. Please try again.',
    ],
  ])('explains %s and stays signed out', async (_case, answer, text) => {
    stub({ 'POST /api/auth/login': answer });
    const { user, router } = renderRoute('/login');
    await fillIn(user, '9000000002', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(text)).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
  });
});
