import { vi } from 'vitest';
import {
  razorpayCheckoutSrc,
  type RazorpayFailure,
  type RazorpayOptions,
} from '../lib/razorpay/load-razorpay-checkout';

// A stand-in for checkout.js, shared by the donate page's and the ticket checkout's tests.

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

/** Forgets the stand-in and any script tag a test injected. */
export function cleanUpCheckout() {
  delete window.Razorpay;
  document.head
    .querySelectorAll(`script[src="${razorpayCheckoutSrc}"]`)
    .forEach((script) => script.remove());
}
