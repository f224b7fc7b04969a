import { screen, within } from '@testing-library/react';
import type { PortalNotification } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const promoted: PortalNotification = {
  _id: '6f1c1c5e-1111-4c1a-9d55-7b2f0e0a0001',
  kind: 'waitlistConfirmed',
  title: 'Your place is confirmed',
  body: 'A place opened up at Diwali Mela, and it is yours.',
  url: '/event-details/0b8c6a52-3c7e-4a57-9a1e-8f0f5e6d0001',
  createdAt: minutesAgo(5),
  readAt: null,
};
const mentor: PortalNotification = {
  _id: '6f1c1c5e-1111-4c1a-9d55-7b2f0e0a0002',
  kind: 'mentoring',
  title: 'राहुल शर्मा accepted your mentoring request',
  body: 'On “Careers in finance”. Write to them to agree when you meet.',
  url: '/mentoring',
  createdAt: minutesAgo(90),
  readAt: minutesAgo(60),
};

function stub(items: PortalNotification[], unread: number, extra = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/auth/user': () => json(memberUser),
    'GET /api/notifications': () => json({ items, unread, nextCursor: null }),
    'POST /api/notifications/read': () => json({ read: unread, unread: 0 }),
    ...extra,
  });
}

describe('the notification bell', () => {
  it('is not there for a visitor, and asks nothing', async () => {
    const { requests } = stubFetch({ 'GET /api/site': () => json(communitySite) });
    renderRoute('/about');
    expect(await screen.findByRole('button', { name: 'User menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/api/notifications'))).toBe(false);
  });

  it('shows the unread count, lists the notifications and marks them read on opening', async () => {
    const { requests } = stub([promoted, mentor], 1);
    storeSession(memberUser);
    const { user } = renderRoute('/about');

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(bell);

    const dialog = await screen.findByRole('dialog');
    const links = within(dialog).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', promoted.url);
    expect(links[0]).toHaveTextContent('Your place is confirmed');
    expect(links[0]).toHaveTextContent('New');
    expect(links[0]).toHaveTextContent('5 minutes ago');
    expect(links[1]).toHaveAttribute('href', '/mentoring');
    expect(links[1]).not.toHaveTextContent('New');

    const read = requests.find((request) => request.url.endsWith('/api/notifications/read'));
    expect(read?.method).toBe('POST');
    expect(await read?.json()).toEqual({});
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();

    // Following an item goes to its page and closes the list.
    await user.click(links[1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet, and marks nothing read', async () => {
    const { requests } = stub([], 0);
    storeSession(memberUser);
    const { user } = renderRoute('/about');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/No notifications yet/)).toBeVisible();
    expect(requests.some((request) => request.url.endsWith('/read'))).toBe(false);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/notifications': () =>
        fail
          ? json({ error: 'unavailable', message: 'Down' }, { status: 503 })
          : json({ items: [promoted], unread: 0, nextCursor: null }),
    });
    storeSession(memberUser);
    const { user } = renderRoute('/about');
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByText('Could not load your notifications.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your place is confirmed')).toBeVisible();
  });
});
