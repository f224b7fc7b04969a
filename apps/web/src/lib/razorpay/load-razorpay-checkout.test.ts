import { afterEach, describe, expect, it } from 'vitest';
import {
  loadRazorpayCheckout,
  razorpayCheckoutSrc,
  type RazorpayConstructor,
} from './load-razorpay-checkout';

const scripts = () => document.head.querySelectorAll(`script[src="${razorpayCheckoutSrc}"]`);

afterEach(() => {
  delete window.Razorpay;
  scripts().forEach((script) => script.remove());
});

describe('loadRazorpayCheckout', () => {
  it('injects checkout.js once and resolves with window.Razorpay when it loads', async () => {
    const first = loadRazorpayCheckout();
    const second = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);

    const Razorpay = function Razorpay() {} as unknown as RazorpayConstructor;
    window.Razorpay = Razorpay;
    scripts()[0]!.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    // Loaded: later calls use it without another tag.
    await expect(loadRazorpayCheckout()).resolves.toBe(Razorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails, and tries again on the next call', async () => {
    const failed = loadRazorpayCheckout();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Razorpay Checkout could not be loaded.');
    expect(scripts()).toHaveLength(0);

    void loadRazorpayCheckout().catch(() => {});
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
  });
});
