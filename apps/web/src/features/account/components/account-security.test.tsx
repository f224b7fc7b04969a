import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberProfile, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

// The screen's code loads lazily, and slowly on a busy machine.
const lazyScreen = 15_000;
const off = { enabled: false, recoveryCodesLeft: 0, requiredForAdmin: false };
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const phone = {
  _id: '7c8f7a52-1d7e-4d0f-9d8e-0a5c2b1e0001',
  current: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastSeenAt: '2026-11-29T07:00:00.000Z',
  device: 'Chrome on Android',
  place: '203.0.113.0/24',
};
const laptop = {
  ...phone,
  _id: '7c8f7a52-1d7e-4d0f-9d8e-0a5c2b1e0002',
  current: false,
  device: 'Firefox on Windows',
  place: null,
};

function openSettings(routes: FetchRoutes) {
  const stub = stubSignedIn(memberUser, {
    'GET /api/profile/profile': () => json(memberProfile),
    'GET /api/donations/mine': () => json([]),
    ...routes,
  });
  return { ...stub, ...renderRoute('/settings') };
}

const security = async () =>
  screen.findByRole('region', { name: 'Sign-in and security' }, { timeout: lazyScreen });

describe('Account Settings: sign-in and security', () => {
  it('sets up two-step sign-in with the QR code and key, then shows the recovery codes', async () => {
    let status = off;
    const { requests, user } = openSettings({
      'GET /api/me/2fa': () => json(status),
      'GET /api/me/sessions': () => json([phone]),
      'POST /api/me/2fa/setup': () =>
        json({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Portal:asha%40example.org?secret=JBSWY3DPEHPK3PXP',
          qrSvg:
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h1v1H0z"/></svg>',
        }),
      'POST /api/me/2fa/enable': () => {
        status = { enabled: true, recoveryCodesLeft: 10, requiredForAdmin: false };
        return json({ recoveryCodes });
      },
    });
    const section = within(await security());
    await user.click(await section.findByRole('button', { name: 'Set up two-step sign-in' }));

    const qr = await section.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(section.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();

    const code = section.getByLabelText(/^Six-digit code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(code);
    await user.paste('492 039');
    await user.click(section.getByRole('button', { name: 'Turn on' }));

    const list = await section.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(section.getByRole('button', { name: 'Download (.txt)' })).toBeVisible();
    const enable = requests.find((request) => request.url.endsWith('/api/me/2fa/enable'))!;
    expect(await enable.clone().json()).toEqual({ code: '492039' });

    await user.click(section.getByRole('button', { name: 'I have saved them' }));
    expect(await section.findByText('10 recovery codes left.')).toBeVisible();
    expect(section.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible();
  });

  it('shows a wrong code under the field, and turning off needs the password and a code', async () => {
    const { user, requests } = openSettings({
      'GET /api/me/2fa': () =>
        json({ enabled: true, recoveryCodesLeft: 3, requiredForAdmin: false }),
      'GET /api/me/sessions': () => json([phone]),
      'POST /api/me/2fa/disable': () =>
        json(
          {
            error: 'invalid_code',
            message: 'That code is not right',
            fields: { code: 'That code is not right' },
          },
          { status: 400 },
        ),
    });
    const section = within(await security());
    expect(await section.findByText('3 recovery codes left.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Turn off two-step sign-in' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' }),
    );
    await user.type(dialog.getByLabelText(/^Password/), 'correct horse battery');
    await user.type(dialog.getByLabelText(/^Code from your app/), '000000');
    await user.click(dialog.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await dialog.findByText('That code is not right')).toBeVisible();
    const sent = requests.find((request) => request.url.endsWith('/api/me/2fa/disable'))!;
    expect(await sent.clone().json()).toEqual({
      password: 'correct horse battery',
      code: '000000',
    });
  });

  it('tells a site admin the site requires it', async () => {
    openSettings({
      'GET /api/me/2fa': () => json({ ...off, requiredForAdmin: true }),
      'GET /api/me/sessions': () => json([phone]),
    });
    const section = within(await security());
    expect(
      await section.findByText(/This site asks its admins to use two-step sign-in/),
    ).toBeVisible();
  });

  it('lists the devices, signs one out, and signs out everywhere else', async () => {
    let sessions = [phone, laptop];
    const { user, requests } = openSettings({
      'GET /api/me/2fa': () => json(off),
      'GET /api/me/sessions': () => json(sessions),
      [`DELETE /api/me/sessions/${laptop._id}`]: () => {
        sessions = [phone];
        return json({ message: 'That device is signed out.' });
      },
      'DELETE /api/me/sessions': () => json({ message: 'Every other device is signed out.' }),
    });
    const section = within(await security());
    const list = within(await section.findByRole('list', { name: 'Signed-in devices' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('This device')).toBeVisible();
    expect(list.getByText(/203\.0\.113\.0\/24/)).toBeVisible();
    expect(list.getByText(/Network unknown/)).toBeVisible();
    // Only the other device has a "Sign out" of its own.
    const signOut = list.getAllByRole('button', { name: /^Sign out Firefox on Windows/ });
    expect(signOut).toHaveLength(1);
    await user.click(section.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Every other device is signed out.')).toBeInTheDocument();
    await user.click(signOut[0]!);
    expect(await screen.findByText('That device is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    expect(section.getByText('You are signed in on this device only.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(2);
  });
});
