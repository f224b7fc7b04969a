import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage';
import { communitySite, memberProfile, memberUser, sessionToken } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';
import { catchDownloads } from '../../../testing/catch-downloads';

function stub(routes: FetchRoutes = {}) {
  return stubSignedIn(memberUser, {
    'GET /api/profile/profile': () => json(memberProfile),
    'GET /api/donations/mine': () => json([]),
    // Where a deleted member lands: the home page.
    'GET /api/events/upcoming': () => json([]),
    'GET /api/feedposts': () => json([]),
    'GET /api/posts': () => json([]),
    ...routes,
  });
}

const deletedMessage =
  'Your account is deleted. We emailed you a link that restores it within 7 days; after that, it is erased for good.';

describe('account settings: your data', () => {
  it('downloads the archive with the session token', async () => {
    const downloads = catchDownloads('blob:archive');
    const { requests } = stub({
      'GET /api/me/export': () =>
        new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="community-portal-data-2026-11-29.zip"',
          },
        }),
    });
    const { user } = renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    const archive = requests.find((request) => request.url.endsWith('/api/me/export'))!;
    expect(archive.headers.get('Authorization')).toBe(`Bearer ${sessionToken}`);
    const link = downloads.link();
    expect(link.download).toBe('community-portal-data-2026-11-29.zip');
    expect(await screen.findByText('Your data is downloading.')).toBeInTheDocument();
  });

  it('says so when the archive is refused for asking too often', async () => {
    const limited = 'You asked for your data 3 times in 10 minutes. Try again in 9 minutes.';
    stub({
      'GET /api/me/export': () =>
        json({ error: 'rate_limited', message: limited }, { status: 429 }),
    });
    const { user } = renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(limited)).toBeInTheDocument();
  });

  it('lists the consequences, asks the password, deletes, signs out and tells about the email', async () => {
    const wrong = 'That password is not right. Your account was not deleted.';
    let attempts = 0;
    const { requests } = stub({
      'DELETE /api/me': () =>
        ++attempts === 1
          ? json(
              { error: 'wrong_password', message: wrong, fields: { password: wrong } },
              { status: 403 },
            )
          : json({ message: deletedMessage, restoreUntil: '2026-12-06T07:00:00.000Z' }),
    });
    const { user, router } = renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(
      within(dialog).getByText('Your wall posts and album photos show as by “Former member”.'),
    ).toBeVisible();
    expect(within(dialog).getByText(/restores everything for 7 days/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(dialog).findByText('Enter your password to confirm', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeVisible();

    await user.type(within(dialog).getByLabelText(/^Password/), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(wrong)).toBeVisible();

    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'the right one');
    await user.click(
      within(dialog).getByRole('checkbox', { name: /Also remove my posts and photos/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(deletedMessage)).toBeInTheDocument();
    expect(screen.getByText('Your account is deleted')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: communitySite.tagline });
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem(storageKeys.token)).toBeNull();
    const last = requests.filter((request) => request.method === 'DELETE').at(-1);
    expect(await last?.json()).toEqual({ password: 'the right one', removeContent: true });
  });

  it('Cancel closes the confirmation without deleting', async () => {
    const { requests } = stub();
    const { user } = renderRoute('/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });
});
