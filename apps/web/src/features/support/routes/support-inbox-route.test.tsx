import type { SupportMessage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession, stubSignedIn } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

function message(id: number, overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    _id: `m-${id}`,
    firstName: 'Asha',
    lastName: `Rao ${id}`,
    email: `asha${id}@example.org`,
    message: `Question ${id}\nSecond line`,
    handled: false,
    createdAt: new Date(Date.UTC(2026, 2, id, 9, 30)).toISOString(),
    ...overrides,
  };
}

function stubAdmin(routes: FetchRoutes) {
  return stubSignedIn(adminUser, routes);
}

const inboxCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/admin/messages');

describe('admin support inbox', () => {
  it('is for site admins only', async () => {
    storeSession(memberUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
    });
    renderRoute('/admin/messages');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
  });

  it('lists messages with the sender, a reply link and the text', async () => {
    stubAdmin({
      'GET /api/admin/messages': () => json([message(2), message(1, { handled: true })]),
    });
    renderRoute('/admin/messages');

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const first = within(await screen.findByRole('article', { name: 'Asha Rao 2' }));
    expect(first.getByText(/asha2@example\.org/)).toBeVisible();
    expect(first.getByText(/Question 2/)).toBeVisible();
    expect(first.getByRole('switch', { name: 'Handled' })).not.toBeChecked();
    expect(first.getByRole('link', { name: 'Reply to Asha Rao 2' })).toHaveAttribute(
      'href',
      'mailto:asha2@example.org?subject=Re%3A%20your%20message',
    );
    const second = within(screen.getByRole('article', { name: 'Asha Rao 1' }));
    expect(second.getByRole('switch', { name: 'Handled' })).toBeChecked();
  });

  it('filters open and handled messages through the address', async () => {
    const { requests } = stubAdmin({
      'GET /api/admin/messages': (request) =>
        json(
          new URL(request.url).searchParams.get('handled') === 'true'
            ? [message(1, { handled: true })]
            : [message(2)],
        ),
    });
    const { user, router } = renderRoute('/admin/messages');
    await screen.findByRole('article', { name: 'Asha Rao 2' });
    expect(new URL(inboxCalls(requests)[0]!.url).search).toBe('');

    await user.click(screen.getByRole('radio', { name: 'Handled' }));
    expect(await screen.findByRole('article', { name: 'Asha Rao 1' })).toBeVisible();
    expect(router.state.location.search).toBe('?show=handled');
    expect(new URL(inboxCalls(requests).at(-1)!.url).searchParams.get('handled')).toBe('true');

    await user.click(screen.getByRole('radio', { name: 'Open' }));
    expect(await screen.findByRole('article', { name: 'Asha Rao 2' })).toBeVisible();
    expect(new URL(inboxCalls(requests).at(-1)!.url).searchParams.get('handled')).toBe('false');
  });

  it('marks a message handled and fetches the list again', async () => {
    let handled = false;
    const { requests } = stubAdmin({
      'GET /api/admin/messages': () => json([message(2, { handled })]),
      'PATCH /api/admin/messages/m-2': async (request) => {
        handled = ((await request.clone().json()) as { handled: boolean }).handled;
        return json(message(2, { handled }));
      },
    });
    const { user } = renderRoute('/admin/messages');
    const card = within(await screen.findByRole('article', { name: 'Asha Rao 2' }));

    await user.click(card.getByRole('switch', { name: 'Handled' }));

    await waitFor(() => expect(inboxCalls(requests)).toHaveLength(2));
    const patch = requests.find((request) => request.method === 'PATCH')!;
    expect(await patch.json()).toEqual({ handled: true });
    await waitFor(() => expect(card.getByRole('switch', { name: 'Handled' })).toBeChecked());
    expect(card.getByRole('switch', { name: 'Handled' })).toBeEnabled();
  });

  it('says when there are no messages', async () => {
    stubAdmin({ 'GET /api/admin/messages': () => json([]) });
    renderRoute('/admin/messages?show=open');

    expect(await screen.findByText('No messages')).toBeVisible();
    expect(screen.getByText('Every message has been handled.')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked();
  });
});
