import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

function stub(routes: FetchRoutes) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/auth/user': () => json(memberUser),
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
  current: string,
  next: string,
  confirm: string,
) {
  await user.type(await screen.findByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('sends a visitor to sign in first', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute('/change-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2Fchange-password');
  });

  it('checks that the new password is typed twice alike, before asking the server', async () => {
    storeSession(memberUser);
    const { requests } = stub({});
    const { user } = renderRoute('/change-password');

    await fillIn(user, 'old secret', 'a new long secret', 'a new long typo');

    expect(
      await screen.findByText('New password and confirm password must be identical.'),
    ).toBeVisible();
    expect(requests.some((request) => request.url.includes('change-password'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('changes the password and says so', async () => {
    storeSession(memberUser);
    const done = 'Password changed. Other devices have been signed out.';
    const { requests } = stub({ 'POST /api/auth/change-password': () => json({ message: done }) });
    const { user } = renderRoute('/change-password');
    await fillIn(user, 'old secret', 'a new long secret', 'a new long secret');

    expect(within(await screen.findByRole('status')).getByText(done)).toBeVisible();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    const sent = requests.find((request) => request.url.endsWith('/api/auth/change-password'));
    expect(await sent?.json()).toEqual({
      currentPassword: 'old secret',
      newPassword: 'a new long secret',
      confirmPassword: 'a new long secret',
    });
  });

  it('shows a wrong current password under that field', async () => {
    storeSession(memberUser);
    const wrong = 'Current password is incorrect.';
    stub({
      'POST /api/auth/change-password': () =>
        json(
          { error: 'validation', message: wrong, fields: { currentPassword: wrong } },
          { status: 400 },
        ),
    });
    const { user } = renderRoute('/change-password');
    await fillIn(user, 'not it', 'a new long secret', 'a new long secret');

    expect(await screen.findByText(wrong)).toBeVisible();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Current password/)).toHaveFocus();
  });

  it('Cancel goes back to the dashboard when opened directly', async () => {
    storeSession(memberUser);
    stub({});
    const { user, router } = renderRoute('/change-password');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await screen.findByRole('heading', { level: 1, name: communitySite.tagline });
    expect(router.state.location.pathname).toBe('/');
  });
});
