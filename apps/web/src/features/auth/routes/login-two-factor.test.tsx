import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { communitySite, memberUser, sessionToken } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const challenge = 'c'.repeat(43);

function stub(routes: FetchRoutes) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events/upcoming': () => json([]),
    'GET /api/feedposts': () => json([]),
    'GET /api/posts': () => json([]),
    'POST /api/auth/login': () => json({ twoFactorRequired: true, challenge }),
    ...routes,
  });
}

async function signInWithPassword(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText(/^Phone/), '9876543210');
  await user.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const bodyOf = async (requests: Request[], path: string) =>
  (await requests
    .find((request) => request.url.endsWith(path))!
    .clone()
    .json()) as Record<string, string>;

beforeAll(async () => {
  await import('./login-route');
  await import('../components/two-factor-step');
});

describe('sign-in with two-step sign-in on', () => {
  it('asks for the six-digit code, takes a pasted "123 456", and signs in', async () => {
    const { requests } = stub({
      'POST /api/auth/login/2fa': () =>
        json({ token: sessionToken, user: memberUser, message: 'Login successful!' }),
    });
    const { user, router } = renderRoute('/login');
    await signInWithPassword(user);

    const field = await screen.findByLabelText(/^Six-digit code/);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    // No session yet: the password alone gives none.
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    await user.click(field);
    await user.paste('123 456');
    expect(field).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(window.localStorage.getItem(storageKeys.token)).toBe(sessionToken);
    expect(await bodyOf(requests, '/api/auth/login/2fa')).toEqual({ challenge, code: '123456' });
    expect(
      await screen.findByRole('heading', { level: 1, name: communitySite.tagline }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses an incomplete code without sending it, then takes a recovery code instead', async () => {
    const { requests } = stub({
      'POST /api/auth/login/2fa': () =>
        json({ token: sessionToken, user: memberUser, message: 'Login successful!' }),
    });
    const { user } = renderRoute('/login');
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText(/^Six-digit code/), '12a3');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the six-digit code from your app')).toBeVisible();
    expect(requests.filter((request) => request.url.endsWith('/login/2fa'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText(/^Recovery code/);
    expect(recovery).not.toHaveAttribute('inputmode');
    await user.type(recovery, 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(await bodyOf(requests, '/api/auth/login/2fa')).toEqual({
      challenge,
      code: 'abcde-fghij',
    });
  });

  it('says a wrong code is wrong, and sends back to the password when the sign-in expired', async () => {
    let answer = 0;
    stub({
      'POST /api/auth/login/2fa': () =>
        answer++ === 0
          ? json(
              { error: 'invalid_code', message: 'That code is not right, or it was already used.' },
              { status: 401 },
            )
          : json(
              { error: 'invalid_challenge', message: 'This sign-in has expired.' },
              { status: 401 },
            ),
    });
    const { user } = renderRoute('/login');
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText(/^Six-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code is not right/)).toBeVisible();
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();

    await user.type(screen.getByLabelText(/^Six-digit code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This sign-in has expired.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText(/^Password/)).toBeVisible();
  });
});
