import type {
  RazorpayConstructor,
  RazorpayOptions,
  RazorpaySuccess,
} from './load-razorpay-checkout';

export interface CheckoutCallbacks {
  /** Checkout's signed result: the server must still check it before anything counts. */
  onPaid: (result: RazorpaySuccess) => void;
  /** A declined payment (Razorpay's words in `detail`) or Checkout closed without paying. */
  onFailed: (detail: string) => void;
}

/**
 * Opens Razorpay Checkout for an order and reports how it ended. Checkout may report a declined
 * payment and then be closed, so `onFailed` is called at most once; a retry inside Checkout can
 * still succeed after a decline, so `onPaid` may follow it. Shared by donations and tickets.
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  options: Omit<RazorpayOptions, 'handler' | 'modal'>,
  { onPaid, onFailed }: CheckoutCallbacks,
): void {
  let settled = false;
  const fail = (detail = '') => {
    if (settled) return;
    settled = true;
    onFailed(detail);
  };
  const checkout = new Razorpay({
    ...options,
    handler: (result) => {
      settled = true;
      onPaid(result);
    },
    modal: { ondismiss: () => fail() },
  });
  checkout.on('payment.failed', (failure) => fail(failure.error?.description ?? ''));
  checkout.open();
}
