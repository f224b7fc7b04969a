import type { Donation } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberProfile, memberUser, sessionToken } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { allEmailOn } from '../../../testing/fixtures';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';
import { catchDownloads } from '../../../testing/catch-downloads';

function donation(overrides: Partial<Donation>): Donation {
  return {
    _id: 'd-1',
    receiptNumber: 'R-2026-0001',
    amount: 2000,
    currency: 'USD',
    frequency: 'once',
    status: 'paid',
    donorName: 'Asha Rao',
    donorEmail: 'asha@example.org',
    paymentId: 'pay_1',
    orderId: 'order_1',
    subscriptionId: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    paidAt: '2026-03-05T10:01:00.000Z',
    ...overrides,
  };
}

const paidOnce = donation({});
const monthly = donation({
  _id: 'd-2',
  receiptNumber: null,
  amount: 150_000,
  currency: 'INR',
  frequency: 'monthly',
  status: 'active',
  paymentId: null,
  orderId: null,
  subscriptionId: 'sub_1',
  createdAt: '2026-02-01T10:00:00.000Z',
  paidAt: null,
});
const failed = donation({
  _id: 'd-3',
  receiptNumber: null,
  status: 'failed',
  paymentId: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  paidAt: null,
});

function stub(routes: FetchRoutes) {
  return stubSignedIn(memberUser, {
    'GET /api/profile/profile': () => json(memberProfile),
    // Issue 39: the Email section's six choices.
    'GET /api/me/email-preferences': () => json(allEmailOn),
    // Account security (issue 38): two-step sign-in is off, one session (this one).
    'GET /api/me/2fa': () =>
      json({ enabled: false, recoveryCodesLeft: 0, requiredForAdmin: false }),
    'GET /api/me/sessions': () => json([]),
    ...routes,
  });
}

async function donationsSection() {
  const section = await screen.findByRole('region', { name: 'Donations' });
  return within(section);
}

describe('account settings: donations', () => {
  it('lists donations with amount, currency, frequency, status and receipt number', async () => {
    stub({ 'GET /api/donations/mine': () => json([paidOnce, monthly, failed]) });
    renderRoute('/settings');

    const section = await donationsSection();
    const items = await section.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('$20.00');
    expect(items[0]).toHaveTextContent('USD · Once');
    expect(items[0]).toHaveTextContent('Paid');
    expect(items[0]).toHaveTextContent('5 Mar 2026 · Receipt R-2026-0001');
    expect(items[1]).toHaveTextContent('₹1,500.00');
    expect(items[1]).toHaveTextContent('INR · Monthly');
    expect(items[1]).toHaveTextContent('Active');
    // Receipts for paid ones; cancelling only for a running monthly donation.
    expect(within(items[0]!).getByRole('button', { name: /^Download receipt/ })).toBeVisible();
    expect(
      within(items[0]!).queryByRole('button', { name: 'Cancel monthly donation' }),
    ).not.toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('button', { name: 'Cancel monthly donation' }),
    ).toBeVisible();
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('downloads a receipt with the session token', async () => {
    const downloads = catchDownloads('blob:receipt');
    const { requests } = stub({
      'GET /api/donations/mine': () => json([paidOnce]),
      'GET /api/donations/d-1/receipt': () =>
        new Response('<h1>Receipt R-2026-0001</h1>', {
          headers: {
            'Content-Type': 'text/html',
            'Content-Disposition': 'attachment; filename="receipt-R-2026-0001.html"',
          },
        }),
    });
    const { user } = renderRoute('/settings');

    const section = await donationsSection();
    await user.click(await section.findByRole('button', { name: /^Download receipt/ }));

    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    const receipt = requests.find((request) => request.url.endsWith('/receipt'))!;
    expect(receipt.headers.get('Authorization')).toBe(`Bearer ${sessionToken}`);
    const link = downloads.link();
    expect(link.download).toBe('receipt-R-2026-0001.html');
    expect(link.href).toBe('blob:receipt');
    expect(await downloads.blob().text()).toContain('Receipt R-2026-0001');
  });

  it('cancels a monthly donation after confirming, and shows the server message', async () => {
    let cancelled = false;
    const { requests } = stub({
      'GET /api/donations/mine': () =>
        json([cancelled ? { ...monthly, status: 'cancelled' } : monthly]),
      'POST /api/donations/d-2/cancel': () => {
        cancelled = true;
        return json({
          message: 'Your monthly donation is cancelled. Thank you for your support.',
        });
      },
    });
    const { user } = renderRoute('/settings');

    const section = await donationsSection();
    await user.click(await section.findByRole('button', { name: 'Cancel monthly donation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your monthly donation?' });
    expect(dialog).toHaveTextContent('₹1,500.00');

    // "Keep it" sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(section.getByRole('button', { name: 'Cancel monthly donation' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Cancel monthly donation',
      }),
    );

    expect(
      await screen.findByText('Your monthly donation is cancelled. Thank you for your support.'),
    ).toBeVisible();
    expect(await section.findByText('Cancelled')).toBeVisible();
    expect(
      section.queryByRole('button', { name: 'Cancel monthly donation' }),
    ).not.toBeInTheDocument();
  });

  it('invites a first donation when there are none', async () => {
    stub({ 'GET /api/donations/mine': () => json([]) });
    renderRoute('/settings');

    const section = await donationsSection();
    expect(await section.findByText('No donations yet.')).toBeVisible();
    expect(section.getByRole('link', { name: 'Make a donation' })).toHaveAttribute(
      'href',
      '/donate',
    );
  });
});
