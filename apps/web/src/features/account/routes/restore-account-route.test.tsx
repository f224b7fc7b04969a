import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

describe('restoring a deleted account', () => {
  it('restores with the emailed token and points to sign-in', async () => {
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'POST /api/account/restore': () =>
        json({ message: 'Your account is back. Sign in with your mobile and password.' }),
    });
    const { user } = renderRoute('/account/restore?token=abc_123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Restore your account' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Restore my account' }));
    expect(
      await screen.findByText('Your account is back. Sign in with your mobile and password.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent?.json()).toEqual({ token: 'abc_123' });
  });

  it('shows the server’s reason when the link has expired, and can be tried again', async () => {
    const expired =
      'This restore link is not valid or has expired (accounts can be restored for 7 days).';
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'POST /api/account/restore': () =>
        json({ error: 'invalid_token', message: expired }, { status: 400 }),
    });
    const { user } = renderRoute('/account/restore?token=old');
    await user.click(await screen.findByRole('button', { name: 'Restore my account' }));
    expect(await screen.findByText(expired)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Restore my account' })).toBeEnabled();
  });

  it('explains that the link from the email is needed when there is no token', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    renderRoute('/account/restore');
    expect(
      await screen.findByText(
        'This page needs the link from the email we sent when your account was deleted.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Restore my account' })).not.toBeInTheDocument();
  });
});
