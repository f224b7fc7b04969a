import type { AuditEntry, AuditPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser, sessionToken } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession, stubSignedIn } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { catchDownloads } from '../../../testing/catch-downloads';

const rahulId = '6f1c2a10-8d3e-4b7a-9c55-1a2b3c4d5e6f';

function entry(minute: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: `0000000${minute}-8d3e-4b7a-9c55-1a2b3c4d5e6f`,
    at: new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString(),
    actor: { _id: rahulId, name: 'राहुल शर्मा' },
    action: 'member.role_changed',
    target: { kind: 'member', _id: 'u-1', label: 'Zoë Ó Briain' },
    detail: { role: { from: 'member', to: 'admin' } },
    ...overrides,
  };
}

const firstPage: AuditPage = {
  items: [
    entry(4),
    entry(3, {
      action: 'ticket.refunded',
      actor: { _id: 'u-2', name: 'જયેશ પટેલ' },
      target: { kind: 'registration', _id: 'r-1', label: 'محمد علي' },
      detail: { event: 'Diwali Gala', amount: 149_900, currency: 'INR' },
    }),
    entry(2, {
      action: 'site.settings_changed',
      target: { kind: 'site', _id: null, label: 'site' },
      detail: { joinPolicy: { from: null, to: 'approval' } },
    }),
  ],
  nextCursor: 'older',
};
const olderPage: AuditPage = {
  items: [
    entry(1, {
      action: 'batch.reps_changed',
      target: { kind: 'batch', _id: '2004', label: '2004' },
      detail: { reps: { from: [], to: [{ _id: 'u-3', name: 'Ravi Kumar' }] } },
    }),
  ],
  nextCursor: null,
};

function stubAdmin(routes: FetchRoutes) {
  return stubSignedIn(adminUser, routes);
}

const auditCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/admin/audit');

describe('admin audit trail', () => {
  it('is for site admins only', async () => {
    storeSession(memberUser);
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
    });
    renderRoute('/admin/audit');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
    expect(auditCalls(requests)).toEqual([]);
  });

  it('lists who did what to whom, opens the details, and loads older rows on demand', async () => {
    const { requests } = stubAdmin({
      'GET /api/admin/audit': (request) =>
        json(new URL(request.url).searchParams.get('cursor') === 'older' ? olderPage : firstPage),
    });
    const { user } = renderRoute('/admin/audit?action=member.hacked');

    expect(await screen.findByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    const table = await screen.findByRole('table');
    // The unknown action from the address is ignored.
    expect(new URL(auditCalls(requests)[0]!.url).search).toBe('');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('राहुल शर्मा');
    expect(rows[0]).toHaveTextContent('Role changed');
    expect(rows[0]).toHaveTextContent('Zoë Ó Briain');
    expect(rows[1]).toHaveTextContent('Ticket refunded');
    expect(rows[1]).toHaveTextContent('محمد علي');
    expect(rows[2]).toHaveTextContent('Site settings changed');
    expect(rows[2]).toHaveTextContent('Site settings');

    const toggle = within(rows[0]!).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details');
    await waitFor(() => expect(within(rows[0]!).getByText(/member → admin/)).toBeVisible());

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(new URL(auditCalls(requests)[1]!.url).searchParams.get('cursor')).toBe('older');
    const older = within(table).getAllByRole('row')[4]!;
    expect(older).toHaveTextContent('Batch 2004');
    await user.click(within(older).getByRole('button', { name: 'Show details' }));
    await waitFor(() => expect(within(older).getByText(/— → Ravi Kumar/)).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 entries shown');
  });

  it('filters by who, what and days, kept in the address; the days are whole local days', async () => {
    const { requests } = stubAdmin({ 'GET /api/admin/audit': () => json(firstPage) });
    const { user, router } = renderRoute('/admin/audit');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'ticket.refunded');
    await waitFor(() => expect(auditCalls(requests)).toHaveLength(2));
    expect(new URL(auditCalls(requests)[1]!.url).searchParams.get('action')).toBe(
      'ticket.refunded',
    );
    expect(router.state.location.search).toBe('?action=ticket.refunded');

    await user.type(screen.getByRole('searchbox', { name: 'Who' }), 'शर्मा');
    await waitFor(() => expect(router.state.location.search).toContain('actor='));
    await waitFor(() =>
      expect(new URL(auditCalls(requests).at(-1)!.url).searchParams.get('actor')).toBe('शर्मा'),
    );

    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() => expect(router.state.location.search).toContain('to=2026-11-30'));
    const last = new URL(auditCalls(requests).at(-1)!.url).searchParams;
    expect(last.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(last.get('to')).toBe(new Date(2026, 11, 1).toISOString());

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Who' })).toHaveValue('');
  });

  it('downloads the CSV for the same filters with the session token', async () => {
    const downloads = catchDownloads('blob:audit');
    const { requests } = stubAdmin({
      'GET /api/admin/audit': () => json(firstPage),
      'GET /api/admin/audit.csv': () =>
        new Response('Time (UTC),Who\n2026-11-20T09:04:00.000Z,राहुल शर्मा\n', {
          headers: { 'Content-Type': 'text/csv' },
        }),
    });
    const { user } = renderRoute('/admin/audit?action=member.role_changed');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    const csv = requests.find((request) => request.url.includes('/audit.csv'))!;
    expect(new URL(csv.url).search).toBe('?action=member.role_changed');
    expect(csv.headers.get('Authorization')).toBe(`Bearer ${sessionToken}`);
    const link = downloads.link();
    expect(link.download).toBe('audit.csv');
    expect(await downloads.blob().text()).toContain('राहुल शर्मा');
  });

  it('says when nothing is recorded yet, and when nothing matches', async () => {
    stubAdmin({ 'GET /api/admin/audit': () => json({ items: [], nextCursor: null }) });
    renderRoute('/admin/audit');
    expect(await screen.findByText('Nothing recorded yet')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing matches the filters', async () => {
    stubAdmin({ 'GET /api/admin/audit': () => json({ items: [], nextCursor: null }) });
    renderRoute('/admin/audit?actor=nobody');
    expect(await screen.findByText('No entries match these filters')).toBeVisible();
  });

  it('explains a failed load', async () => {
    stubAdmin({
      'GET /api/admin/audit': () =>
        json({ error: 'forbidden', message: 'Only site admins may do this.' }, { status: 403 }),
    });
    renderRoute('/admin/audit');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the audit trail");
  });
});
