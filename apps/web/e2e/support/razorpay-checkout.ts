import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { e2eRazorpay } from '../../../../scripts/e2e-razorpay.mjs';

// Razorpay Checkout (a script from checkout.razorpay.com, unreachable here) replaced by a
// stand-in that "takes the payment" of an order and signs the result with the e2e key secret, as
// Razorpay would; the server talks real HTTP to scripts/fake-razorpay.mjs. For orders only (the
// donation journey's stand-in, in donations.spec.ts, also covers subscriptions).

const checkoutScript = 'https://checkout.razorpay.com/v1/checkout.js';

/** Razorpay's Checkout signature: HMAC-SHA256 of `order_id|payment_id` under the key secret. */
export const signOrderPayment = (orderId: string, paymentId: string) =>
  createHmac('sha256', e2eRazorpay.keySecret).update(`${orderId}|${paymentId}`).digest('hex');

export interface CheckoutShown {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id?: string;
}

function orderCheckoutStub(): string {
  return `(() => {
  window.Razorpay = class Razorpay {
    constructor(options) {
      this.options = options;
      const { handler, modal, ...shown } = options;
      window.__checkout = { options: shown, opened: false };
    }
    on() {}
    open() {
      const options = this.options;
      window.__checkout.opened = true;
      setTimeout(async () => {
        const paymentId = 'pay_E2E' + Math.random().toString(36).slice(2, 13).padEnd(11, '0');
        options.handler({
          razorpay_payment_id: paymentId,
          razorpay_order_id: options.order_id,
          razorpay_signature: await window.signCheckout(options.order_id, paymentId),
        });
      }, 0);
    }
  };
})();`;
}

/** Serves the paying stand-in instead of Razorpay's script, with Node signing its result. */
export async function payThroughCheckoutStandIn(page: Page) {
  await page.exposeFunction('signCheckout', signOrderPayment);
  await page.route(checkoutScript, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: orderCheckoutStub() }),
  );
}

/** What the page handed Checkout (functions left out), once Checkout was opened. */
export async function checkoutOpenedWith(page: Page): Promise<CheckoutShown> {
  await expect
    .poll(() => page.evaluate(() => (window as { __checkout?: { opened: boolean } }).__checkout))
    .toMatchObject({ opened: true });
  return page.evaluate(
    () => (window as unknown as { __checkout: { options: CheckoutShown } }).__checkout.options,
  );
}
