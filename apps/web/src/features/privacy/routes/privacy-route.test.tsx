import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

const notice = {
  version: 2,
  publishedAt: '2026-11-20T10:00:00.000Z',
  language: 'en',
  text: '## Who we are\nThe Riverside Alumni Association.\n\n## What we collect\n- Your name\n- Your email address',
};

beforeAll(async () => {
  await import('./privacy-route');
});

// Issue 39: the privacy notice page, and the banner that asks a member to accept a new version.
describe('privacy notice', () => {
  it('shows the notice as written: headings, paragraphs and lists, with its version', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/privacy-notice': () => json(notice),
    });
    renderRoute('/privacy');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    expect(screen.getByText('The Riverside Alumni Association.')).toBeVisible();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your name', 'Your email address']);
    expect(screen.getByText(/^Version 2, published/)).toBeVisible();
    // The footer links here on every page.
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  it('explains a failed load and tries again', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/privacy-notice': () => {
        calls += 1;
        return calls === 1
          ? json({ error: 'unavailable', message: 'The database is restarting.' }, { status: 503 })
          : json(notice);
      },
    });
    const { user } = renderRoute('/privacy');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the privacy notice.');
    expect(alert).toHaveTextContent('The database is restarting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks a member who accepted an older version, and records the acceptance', async () => {
    let status = {
      acceptedVersion: 1,
      acceptedAt: notice.publishedAt,
      currentVersion: 2,
      needsConsent: true,
    };
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/privacy-notice': () => json(notice),
      'GET /api/me/privacy-consent': () => json(status),
      'POST /api/me/privacy-consent': () => {
        status = { ...status, acceptedVersion: 2, needsConsent: false };
        return json(status);
      },
    });
    storeSession(memberUser);
    const { user } = renderRoute('/privacy');
    const banner = await screen.findByRole('region', { name: 'Privacy notice' });
    expect(within(banner).getByText(/We have updated our privacy notice/)).toBeVisible();
    await user.click(within(banner).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Thank you: your acceptance is recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Privacy notice' })).not.toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({ version: 2 });
  });
});
