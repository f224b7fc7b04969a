import type { OutboxMessage } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession, stubSignedIn } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const resetLink = 'http://127.0.0.1:4321/reset-password?token=abcdefghijklmnopqrstuvwxyz012345';

function message(id: number, overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    _id: String(id),
    to: `person${id}@example.org`,
    subject: `Message ${id}`,
    text: `Hello ${id}`,
    status: 'stored',
    attempts: 0,
    lastError: null,
    createdAt: new Date(Date.UTC(2026, 2, id, 9, 30)).toISOString(),
    sentAt: null,
    attachments: [],
    headers: {},
    ...overrides,
  };
}

function stubAdmin(routes: FetchRoutes) {
  return stubSignedIn(adminUser, routes);
}

describe('admin outbox', () => {
  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute('/admin/outbox');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Foutbox');
  });

  it('tells a member it is for site admins only, even with an admin flag stored', async () => {
    storeSession({ ...memberUser, isAdmin: true });
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
    });
    renderRoute('/admin/outbox');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(requests.some((request) => request.url.includes('/api/admin/'))).toBe(false);
  });

  it('lists emails newest first, loads more, and opens one with its links clickable', async () => {
    const reset = message(30, {
      subject: 'Reset your Riverside Community password',
      text: `Hello Asha,\n\nOpen this link within 30 minutes:\n\n${resetLink}\n\nThanks.`,
    });
    const { requests } = stubAdmin({
      'GET /api/admin/outbox': (request) =>
        new URL(request.url).searchParams.get('cursor') === '29'
          ? json({
              items: [message(28, { status: 'failed', lastError: 'SMTP down' })],
              nextCursor: null,
            })
          : json({ items: [reset, message(29, { status: 'sent' })], nextCursor: '29' }),
    });
    const { user } = renderRoute('/admin/outbox');

    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const table = await screen.findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]!).getByText('person30@example.org')).toBeVisible();
    expect(within(rows()[0]!).getByText('Stored')).toBeVisible();
    expect(within(rows()[1]!).getByText('Sent')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Message 28')).toBeVisible();
    expect(rows()).toHaveLength(3);
    expect(within(rows()[2]!).getByText('Failed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const outboxCalls = requests.filter((request) => request.url.includes('/api/admin/outbox'));
    expect(new URL(outboxCalls[1]!.url).searchParams.get('cursor')).toBe('29');

    await user.click(
      within(table).getByRole('button', { name: 'Reset your Riverside Community password' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Reset your Riverside Community password',
    });
    expect(within(dialog).getByText('person30@example.org')).toBeVisible();
    const link = within(dialog).getByRole('link', { name: resetLink });
    expect(link).toHaveAttribute('href', resetLink);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog).toHaveTextContent('Open this link within 30 minutes:');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an optional email’s unsubscribe headers (issue 39), one per line', async () => {
    const unsubscribe = 'https://portal.example.org/u/abc.def';
    const reminder = message(31, {
      subject: 'Tomorrow: दिवाली मेला',
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>, <mailto:unsubscribe@example.org?subject=abc.def>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    stubAdmin({
      'GET /api/admin/outbox': () => json({ items: [reminder, message(1)], nextCursor: null }),
    });
    const { user } = renderRoute('/admin/outbox');
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Tomorrow: दिवाली मेला' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tomorrow: दिवाली मेला' });
    expect(within(dialog).getByText('Headers')).toBeVisible();
    const headers = within(dialog).getByText(/^List-Unsubscribe:/);
    expect(headers.textContent).toBe(
      `List-Unsubscribe: <${unsubscribe}>, <mailto:unsubscribe@example.org?subject=abc.def>\nList-Unsubscribe-Post: List-Unsubscribe=One-Click`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    // A message without extra headers has no such row.
    await user.click(within(table).getByRole('button', { name: 'Message 1' }));
    const plain = await screen.findByRole('dialog', { name: 'Message 1' });
    expect(within(plain).queryByText('Headers')).not.toBeInTheDocument();
  });

  it('says when there are no emails yet', async () => {
    stubAdmin({ 'GET /api/admin/outbox': () => json({ items: [], nextCursor: null }) });
    renderRoute('/admin/outbox');

    expect(await screen.findByText('No emails yet')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains a failed load', async () => {
    stubAdmin({
      'GET /api/admin/outbox': () =>
        json({ error: 'forbidden', message: 'Only site admins may do this.' }, { status: 403 }),
    });
    renderRoute('/admin/outbox');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the outbox");
    expect(alert).toHaveTextContent('Only site admins may do this.');
  });
});
