import type { DonationLedger } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite } from '../../../testing/fixtures';
import { useLanguageInTest } from '../../../testing/language';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';

// The first render loads the screen's code: slow on a busy machine.
const lazyScreen = 20_000;

const ledger: DonationLedger = {
  donations: [
    {
      _id: 'd-1',
      receiptNumber: 'R-2026-0001',
      amount: 10_000_000,
      currency: 'INR',
      frequency: 'monthly',
      status: 'paid',
      donorName: 'राहुल शर्मा',
      donorEmail: 'rahul@example.org',
      paymentId: 'pay_1',
      orderId: null,
      subscriptionId: 'sub_1',
      createdAt: '2026-12-05T09:30:00.000Z',
      paidAt: '2026-12-05T09:31:00.000Z',
    },
  ],
  totals: [{ currency: 'INR', amount: 10_000_000, count: 3 }],
};

describe('donations in Hindi', () => {
  it('shows the ledger with Indian grouping, Hindi dates and plurals', async () => {
    await useLanguageInTest('hi');
    storeSession(adminUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(adminUser),
      'GET /api/admin/donations': () => json(ledger),
    });
    renderRoute('/admin/donations');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'दान' }, { timeout: lazyScreen }),
    ).toBeVisible();
    const totals = await screen.findByRole('list', { name: 'हर मुद्रा का कुल' });
    expect(totals).toHaveTextContent('कुल INR');
    expect(totals).toHaveTextContent('₹1,00,000.00');
    expect(totals).toHaveTextContent('भुगतान हुए 3 दान');
    const [, row] = within(screen.getByRole('table')).getAllByRole('row');
    expect(row).toHaveTextContent('5 दिस॰ 2026');
    expect(row).toHaveTextContent('₹1,00,000.00');
    expect(row).toHaveTextContent('भुगतान हुआ');
    expect(screen.getByRole('columnheader', { name: 'दाता' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeVisible();
  });
});
