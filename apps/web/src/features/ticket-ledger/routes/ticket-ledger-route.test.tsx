import type { PortalEvent, TicketLedgerEntry, TicketLedgerPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession, stubSignedIn } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const eventId = '6f1c2a10-8d3e-4b7a-9c55-1a2b3c4d5e6f';

function entry(id: number, overrides: Partial<TicketLedgerEntry> = {}): TicketLedgerEntry {
  return {
    id,
    createdAt: new Date(Date.UTC(2026, 10, 20, 9, id)).toISOString(),
    kind: 'paid',
    registrationId: `r-${id}`,
    eventId,
    eventTitle: 'दिवाली गाला डिनर',
    attendeeName: 'பிரியா சுப்பிரமணியம்',
    attendeeEmail: `priya${id}@example.org`,
    amount: 149_900,
    currency: 'INR',
    orderId: `order_${id}`,
    paymentId: `pay_${id}`,
    flagged: false,
    detail: null,
    ...overrides,
  };
}

const firstPage: TicketLedgerPage = {
  entries: [
    entry(4, { kind: 'refunded', detail: 'rfnd_4' }),
    entry(3, { kind: 'refund_requested', detail: 'rfnd_4' }),
    entry(2, { kind: 'mismatch', flagged: true, amount: 100, attendeeName: null }),
  ],
  nextCursor: 2,
};
const olderPage: TicketLedgerPage = {
  entries: [entry(1, { kind: 'order_created', paymentId: null, amount: null })],
  nextCursor: null,
};

const gala = { _id: eventId, title: 'दिवाली गाला डिनर' } as PortalEvent;

function stubAdmin(routes: FetchRoutes) {
  return stubSignedIn(adminUser, {
    'GET /api/events/managed': () => json([gala]),
    ...routes,
  });
}

const ledgerCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/tickets/ledger');

describe('admin ticket ledger', () => {
  it('is for site admins only', async () => {
    storeSession(memberUser);
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
    });
    renderRoute('/admin/ticket-ledger');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
    expect(ledgerCalls(requests)).toEqual([]);
  });

  it('shows the rows newest first, flags mismatches, and reads older pages on demand', async () => {
    const { requests } = stubAdmin({
      'GET /api/tickets/ledger': (request) =>
        json(new URL(request.url).searchParams.get('before') === '2' ? olderPage : firstPage),
    });
    const { user } = renderRoute(`/admin/ticket-ledger?eventId=${eventId}&kind=stolen`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket ledger' })).toBeVisible();
    const table = await screen.findByRole('table');
    // The unknown kind from the address is ignored, the event kept.
    expect(Object.fromEntries(new URL(ledgerCalls(requests)[0]!.url).searchParams)).toEqual({
      eventId,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Refunded');
    expect(rows[0]).toHaveTextContent('₹1,499.00');
    expect(rows[0]).toHaveTextContent('பிரியா சுப்பிரமணியம்');
    expect(rows[2]).toHaveTextContent('Payment mismatch');
    expect(rows[2]).toHaveTextContent('Needs attention');
    expect(rows[2]).toHaveTextContent('Registration removed');
    expect(await screen.findByRole('combobox', { name: 'Event' })).toHaveValue(eventId);

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(new URL(ledgerCalls(requests)[1]!.url).searchParams.get('before')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 entries shown');
  });

  it('keeps a changed filter in the address and asks again', async () => {
    const { requests } = stubAdmin({ 'GET /api/tickets/ledger': () => json(firstPage) });
    const { user, router } = renderRoute('/admin/ticket-ledger');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'refunded');

    await waitFor(() => expect(ledgerCalls(requests)).toHaveLength(2));
    expect(new URL(ledgerCalls(requests)[1]!.url).searchParams.get('kind')).toBe('refunded');
    expect(router.state.location.search).toBe('?kind=refunded');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when there is nothing yet', async () => {
    stubAdmin({ 'GET /api/tickets/ledger': () => json({ entries: [], nextCursor: null }) });
    renderRoute('/admin/ticket-ledger');
    expect(await screen.findByText('No ticket payments yet')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains a failed load', async () => {
    stubAdmin({
      'GET /api/tickets/ledger': () =>
        json({ error: 'forbidden', message: 'Only site admins may do this.' }, { status: 403 }),
    });
    renderRoute('/admin/ticket-ledger');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the ticket ledger");
  });
});
