// Razorpay Checkout (DESIGN §2 Payments) is only offered as a hosted script. These types cover
// the few parts this page uses; see https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/

export const razorpayCheckoutSrc = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Checkout hands the success handler; the server checks the signature. */
export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_signature: string;
  razorpay_order_id?: string;
  razorpay_subscription_id?: string;
}

/** The `payment.failed` event's payload (a declined card, a failed bank step). */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  /** Minor units. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id?: string;
  subscription_id?: string;
  prefill?: { name?: string; email?: string };
  handler: (result: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * Injects checkout.js once and resolves with `window.Razorpay`; calls made while it loads share
 * the one script tag. A failed load (offline, blocked by an extension) rejects and removes the
 * tag, so the next attempt tries again.
 */
export function loadRazorpayCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = razorpayCheckoutSrc;
    script.async = true;
    const fail = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded.'));
    };
    script.addEventListener('load', () => {
      if (!window.Razorpay) return fail();
      // Loaded: from now on window.Razorpay answers (the first line above).
      loading = undefined;
      resolve(window.Razorpay);
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}
