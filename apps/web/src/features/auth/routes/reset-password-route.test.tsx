import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

function stub(routes: FetchRoutes) {
  return stubFetch({ 'GET /api/site': () => json(communitySite), ...routes });
}

const requested = 'If an account matches, we have emailed it a link to reset the password.';
const token = 'a-reset-token-of-enough-length-123';

// The screen loads lazily: compile it and the phone field's metadata once, before the first wait.
beforeAll(async () => {
  await import('./reset-password-route');
});

describe('reset password: asking for a link', () => {
  it('checks the entry, then shows the server answer', async () => {
    const { requests } = stub({
      'POST /api/auth/reset-password/request': () => json({ message: requested }),
    });
    const { user } = renderRoute('/reset-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');

    const field = screen.getByLabelText(/Mobile number or email/);
    await user.type(field, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Enter your mobile number or email')).toBeVisible();

    await user.clear(field);
    await user.type(field, 'Asha@Example.org');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(within(await screen.findByRole('status')).getByText(requested)).toBeVisible();
    const sent = requests.find((request) => request.url.includes('/reset-password/request'));
    expect(await sent?.json()).toEqual({ identifier: 'asha@example.org' });
  });

  it('reads a mobile number in the country chosen', async () => {
    const { requests } = stub({
      'POST /api/auth/reset-password/request': () => json({ message: requested }),
    });
    const { user } = renderRoute('/reset-password');
    const field = await screen.findByLabelText(/Mobile number or email/);
    expect(field).toHaveAccessibleDescription('An email, or a mobile number such as 081234 56789');

    await user.click(screen.getByRole('combobox', { name: 'Country code' }));
    await user.type(screen.getByRole('combobox', { name: 'Country code' }), 'united kingdom');
    await user.click(await screen.findByRole('option', { name: /United Kingdom/ }));
    await user.type(field, '07400 123456');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(within(await screen.findByRole('status')).getByText(requested)).toBeVisible();
    const sent = requests.find((request) => request.url.includes('/reset-password/request'));
    expect(await sent?.json()).toEqual({ identifier: '+447400123456' });
  });

  it('shows a refusal from the server', async () => {
    stub({
      'POST /api/auth/reset-password/request': () =>
        json({ error: 'rate_limited', message: 'Too many attempts.' }, { status: 429 }),
    });
    const { user } = renderRoute('/reset-password');
    await user.type(await screen.findByLabelText(/Mobile number or email/), '9000000002');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(within(await screen.findByRole('alert')).getByText('Too many attempts.')).toBeVisible();
  });
});

describe('reset password: following the emailed link', () => {
  it('sets the new password and offers to sign in', async () => {
    const { requests } = stub({
      'POST /api/auth/reset-password/confirm': () =>
        json({ message: 'Password reset. Please sign in with your new password.' }),
    });
    const { user } = renderRoute(`/reset-password?token=${token}`);

    await user.type(await screen.findByLabelText(/^New password/), 'a brand new secret');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a different secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('New password and confirm password must be identical.'),
    ).toBeVisible();

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(
      await screen.findByText('Password reset. Please sign in with your new password.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in with the new password' })).toHaveAttribute(
      'href',
      '/login',
    );
    const sent = requests.find((request) => request.url.includes('/reset-password/confirm'));
    expect(await sent?.json()).toEqual({
      token,
      password: 'a brand new secret',
      confirmPassword: 'a brand new secret',
    });
  });

  it('says when the link is invalid or expired, with a way to ask again', async () => {
    const invalid = 'This reset link is invalid or has expired. Please ask for a new one.';
    stub({
      'POST /api/auth/reset-password/confirm': () =>
        json(
          { error: 'invalid_token', message: invalid, fields: { token: invalid } },
          { status: 400 },
        ),
    });
    const { user, router } = renderRoute(`/reset-password?token=${token}`);
    await user.type(await screen.findByLabelText(/^New password/), 'a brand new secret');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(within(await screen.findByRole('alert')).getByText(invalid)).toBeVisible();
    await user.click(screen.getAllByRole('link', { name: 'Ask for a new link' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('refuses a malformed link without asking the server', async () => {
    stub({});
    renderRoute('/reset-password?token=short');

    expect(await screen.findByRole('alert')).toHaveTextContent(/invalid or has expired/);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('puts a too-common password under the field', async () => {
    const common = 'This password is too common. Please choose a less common one.';
    stub({
      'POST /api/auth/reset-password/confirm': () =>
        json(
          { error: 'validation', message: common, fields: { password: common } },
          { status: 400 },
        ),
    });
    const { user } = renderRoute(`/reset-password?token=${token}`);
    await user.type(await screen.findByLabelText(/^New password/), 'password123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText(common)).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
