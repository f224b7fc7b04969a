import type { Donation, DonationLedger } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser, sessionToken } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession, stubSignedIn } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { catchDownloads } from '../../../testing/catch-downloads';

function donation(id: number, overrides: Partial<Donation> = {}): Donation {
  return {
    _id: `d-${id}`,
    receiptNumber: `R-2026-000${id}`,
    amount: 2000,
    currency: 'USD',
    frequency: 'once',
    status: 'paid',
    donorName: `Donor ${id}`,
    donorEmail: `donor${id}@example.org`,
    paymentId: `pay_${id}`,
    orderId: `order_${id}`,
    subscriptionId: null,
    createdAt: new Date(Date.UTC(2026, 2, id, 9, 30)).toISOString(),
    paidAt: new Date(Date.UTC(2026, 2, id, 9, 31)).toISOString(),
    ...overrides,
  };
}

const ledger: DonationLedger = {
  donations: [
    donation(3, { currency: 'INR', amount: 150_000, frequency: 'monthly', status: 'active' }),
    donation(2),
    donation(1, { status: 'failed', receiptNumber: null, paymentId: null }),
  ],
  totals: [
    { currency: 'USD', amount: 2000, count: 1 },
    { currency: 'INR', amount: 150_000, count: 1 },
  ],
};

function stubAdmin(routes: FetchRoutes) {
  return stubSignedIn(adminUser, routes);
}

const ledgerCalls = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === '/api/admin/donations');

describe('admin donation ledger', () => {
  it('is for site admins only', async () => {
    storeSession(memberUser);
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
    });
    renderRoute('/admin/donations');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Site admins only' }),
    ).toBeVisible();
    expect(requests.some((request) => request.url.includes('/api/admin/'))).toBe(false);
  });

  it('sends the filters from the address and shows totals per currency and the rows', async () => {
    const { requests } = stubAdmin({ 'GET /api/admin/donations': () => json(ledger) });
    renderRoute('/admin/donations?status=paid&currency=USD&from=2026-03-01&to=2026-03-31&x=1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
    const table = await screen.findByRole('table');
    const params = new URL(ledgerCalls(requests)[0]!.url).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      status: 'paid',
      currency: 'USD',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');

    const totals = within(screen.getByRole('list', { name: 'Totals per currency' }));
    const [usd, inr] = totals.getAllByRole('listitem');
    expect(usd).toHaveTextContent('Total USD');
    expect(usd).toHaveTextContent('$20.00');
    expect(usd).toHaveTextContent('1 paid donation');
    expect(inr).toHaveTextContent('₹1,500.00');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Donor 3');
    expect(rows[0]).toHaveTextContent('₹1,500.00');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('R-2026-0003');
    expect(rows[0]).toHaveTextContent('pay_3');
    expect(rows[2]).toHaveTextContent('Failed');
  });

  it('keeps a changed filter in the address and asks again', async () => {
    const { requests } = stubAdmin({ 'GET /api/admin/donations': () => json(ledger) });
    const { user, router } = renderRoute('/admin/donations');
    await screen.findByRole('table');
    expect(new URL(ledgerCalls(requests)[0]!.url).search).toBe('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'INR');

    await waitFor(() => expect(ledgerCalls(requests)).toHaveLength(2));
    expect(new URL(ledgerCalls(requests)[1]!.url).searchParams.get('currency')).toBe('INR');
    expect(router.state.location.search).toBe('?currency=INR');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('exports the CSV for the same filters with the session token', async () => {
    const downloads = catchDownloads('blob:donations');
    const { requests } = stubAdmin({
      'GET /api/admin/donations': () => json(ledger),
      'GET /api/admin/donations.csv': () =>
        new Response('date,donor\n2026-03-02,Donor 2\n', {
          headers: { 'Content-Type': 'text/csv' },
        }),
    });
    const { user } = renderRoute('/admin/donations?status=paid');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    const csv = requests.find((request) => request.url.includes('/donations.csv'))!;
    expect(new URL(csv.url).search).toBe('?status=paid');
    expect(csv.headers.get('Authorization')).toBe(`Bearer ${sessionToken}`);
    const link = downloads.link();
    expect(link.download).toBe('donations.csv');
    expect(await downloads.blob().text()).toContain('Donor 2');
  });

  it('says when nothing matches', async () => {
    stubAdmin({ 'GET /api/admin/donations': () => json({ donations: [], totals: [] }) });
    renderRoute('/admin/donations?status=cancelled');

    expect(await screen.findByText('No donations match these filters')).toBeVisible();
    expect(screen.getByText('No paid donations match these filters.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('explains a failed load', async () => {
    stubAdmin({
      'GET /api/admin/donations': () =>
        json({ error: 'forbidden', message: 'Only site admins may do this.' }, { status: 403 }),
    });
    renderRoute('/admin/donations');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the donations");
    expect(alert).toHaveTextContent('Only site admins may do this.');
  });
});
