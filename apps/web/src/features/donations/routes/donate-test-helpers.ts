import type { DonationConfig, DonationOrder } from '@portal/contract';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

export { cleanUpCheckout, stubRazorpay, type FakeCheckout } from '../../../testing/fake-razorpay';

// Shared by the donate page's tests: its config, an order, and a stand-in for checkout.js.

export const config: DonationConfig = {
  enabled: true,
  keyId: 'rzp_test_key',
  organisationName: 'Riverside Community Trust',
  taxText: 'Riverside Community Trust is a registered charity; donations may be tax deductible.',
  otherWaysToGive: null,
};

export function order(overrides: Partial<DonationOrder> = {}): DonationOrder {
  return {
    amount: 2000,
    currency: 'USD',
    id: 'order_1',
    kind: 'order',
    keyId: 'rzp_test_key',
    donationId: 'd-1',
    failureToken: 'failure-token-1',
    name: 'Community Donation',
    description: 'Donation (once)',
    ...overrides,
  };
}

export function stub(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /donate/config': () => json(config),
    ...routes,
  });
}

export async function openDonate() {
  const view = renderRoute('/donate');
  expect(await screen.findByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
  await screen.findByRole('form', { name: 'Donation' });
  return view;
}
