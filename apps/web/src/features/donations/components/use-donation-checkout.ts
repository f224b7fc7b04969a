import type { DonationOrder } from '@portal/contract';
import { useCallback, useState } from 'react';
import { formatMessage } from '../../../i18n/active-language';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from '../../../lib/form-errors';
import { createDonationOrder, type DonationRequestParsed } from '../api/create-donation-order';
import {
  loadRazorpayCheckout,
  type RazorpayConstructor,
} from '../../../lib/razorpay/load-razorpay-checkout';
import { openCheckout } from '../../../lib/razorpay/open-checkout';
import { reportDonationFailed } from '../api/report-donation-failed';
import { verifyDonation } from '../api/verify-donation';
import { donationFormMessages } from './messages';

export type CheckoutState =
  | { step: 'idle' }
  /** Making the order, loading Checkout, or Checkout is open. */
  | { step: 'paying' }
  | { step: 'verifying' }
  | { step: 'thanks'; message: string; paymentId: string }
  /** `detail` explains why when we know (the server's or Razorpay's words). */
  | { step: 'failed'; detail: string }
  /** Razorpay (or our server) did not answer: nothing was charged, the form stays to try again. */
  | { step: 'unreachable' }
  | { step: 'notConfigured' };

/** The server's reason for a failed call, or nothing when it gave none worth showing. */
function reasonOf(error: unknown): string {
  return describeFailure(error, { fallback: '' });
}

/**
 * Why no order was made. Only `not_configured` means the keys were removed since the page
 * loaded; any other 503 (Razorpay down or slow, the database away) or no answer at all is a
 * moment's outage, and the person keeps what they typed to try again.
 */
function orderFailure(error: unknown): CheckoutState {
  if (!(error instanceof ApiError)) return { step: 'failed', detail: reasonOf(error) };
  if (error.code === 'not_configured') return { step: 'notConfigured' };
  if (error.status === 503 || error.status === 0) return { step: 'unreachable' };
  return { step: 'failed', detail: reasonOf(error) };
}

/**
 * The donation flow: the server makes a Razorpay order (or subscription for monthly giving),
 * Razorpay Checkout takes the payment, and the server verifies Checkout's signed result.
 */
export function useDonationCheckout() {
  const [state, setState] = useState<CheckoutState>({ step: 'idle' });

  const start = useCallback(async (request: DonationRequestParsed) => {
    setState({ step: 'paying' });
    let order: DonationOrder;
    try {
      order = await createDonationOrder(request);
    } catch (error) {
      setState(orderFailure(error));
      return;
    }

    let Razorpay: RazorpayConstructor;
    try {
      Razorpay = await loadRazorpayCheckout();
    } catch {
      void reportDonationFailed(order);
      setState({
        step: 'failed',
        detail: formatMessage(donationFormMessages.checkoutUnavailable),
      });
      return;
    }

    openCheckout(
      Razorpay,
      {
        key: order.keyId,
        amount: order.amount,
        currency: order.currency,
        name: order.name,
        description: order.description,
        ...(order.kind === 'subscription' ? { subscription_id: order.id } : { order_id: order.id }),
        prefill: { name: request.donorName || undefined, email: request.donorEmail || undefined },
      },
      {
        onPaid: (result) => {
          setState({ step: 'verifying' });
          verifyDonation({ donationId: order.donationId, ...result }).then(
            ({ message, paymentId }) => setState({ step: 'thanks', message, paymentId }),
            (error: unknown) => setState({ step: 'failed', detail: reasonOf(error) }),
          );
        },
        // Told once, even when a declined payment is followed by closing Checkout.
        onFailed: (detail) => {
          void reportDonationFailed(order);
          setState({ step: 'failed', detail });
        },
      },
    );
  }, []);

  const reset = useCallback(() => setState({ step: 'idle' }), []);

  return { state, start, reset };
}
