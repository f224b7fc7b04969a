import type { DonationConfig, DonationOrder } from '@portal/contract';
import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import {
  razorpayCheckoutSrc,
  type RazorpayFailure,
  type RazorpayOptions,
} from '../api/load-razorpay-checkout';

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

export interface FakeCheckout {
  options: RazorpayOptions;
  open: ReturnType<typeof vi.fn>;
  listeners: Record<string, (failure: RazorpayFailure) => void>;
}

/** Stands in for checkout.js: records each Checkout made, with its options and listeners. */
export function stubRazorpay() {
  const checkouts: FakeCheckout[] = [];
  class FakeRazorpay {
    options: RazorpayOptions;
    open = vi.fn();
    listeners: FakeCheckout['listeners'] = {};
    constructor(options: RazorpayOptions) {
      this.options = options;
      checkouts.push(this);
    }
    on(event: string, listener: (failure: RazorpayFailure) => void) {
      this.listeners[event] = listener;
    }
  }
  window.Razorpay = FakeRazorpay;
  return checkouts;
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

/** Forgets the stand-in and any script tag a test injected. */
export function cleanUpCheckout() {
  delete window.Razorpay;
  document.head
    .querySelectorAll(`script[src="${razorpayCheckoutSrc}"]`)
    .forEach((script) => script.remove());
}
