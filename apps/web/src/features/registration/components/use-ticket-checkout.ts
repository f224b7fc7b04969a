import type { PaymentVerified, PaymentVerify, TicketPayment } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatMessage } from '../../../i18n/active-language';
import { ApiError } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { describeFailure } from '../../../lib/form-errors';
import { loadRazorpayCheckout } from '../../../lib/razorpay/load-razorpay-checkout';
import { openCheckout } from '../../../lib/razorpay/open-checkout';
import { verifyTicketPayment } from '../api/verify-ticket-payment';
import { ticketPaymentMessages as m } from './ticket-messages';

export type TicketCheckoutState =
  /** Loading Checkout, or Checkout is open. */
  | { step: 'paying' }
  | { step: 'verifying' }
  | { step: 'paid'; verified: PaymentVerified }
  /** The place is still held: `detail` says why the payment did not go through. */
  | { step: 'held'; detail: string }
  /** Paid, but the server could not confirm it yet: the same result may be sent again. */
  | { step: 'unverified'; detail: string }
  | { step: 'expired'; detail?: string };

export interface TicketCheckoutOrder {
  payment: TicketPayment;
  holdExpiresAt: string;
  /** Checkout's heading and line: the site and the event. */
  name: string;
  description: string;
  email: string;
}

const expiredAt = (order: TicketCheckoutOrder) => Date.parse(order.holdExpiresAt) <= Date.now();

/**
 * A held paid place (issue 25 §2): Razorpay Checkout opens at once; its signed result goes to
 * POST /api/payments/verify. Closing Checkout or a declined payment leaves the place held, and
 * "Pay now" opens Checkout again on the same order until the hold runs out.
 */
export function useTicketCheckout(order: TicketCheckoutOrder) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TicketCheckoutState>({ step: 'paying' });
  const unverified = useRef<PaymentVerify | null>(null);

  const verify = useCallback(
    (result: PaymentVerify) => {
      unverified.current = result;
      setState({ step: 'verifying' });
      verifyTicketPayment(result).then(
        (verified) => {
          unverified.current = null;
          setState({ step: 'paid', verified });
          // A held place became a confirmed one: counts and lists refetch.
          void queryClient.invalidateQueries({ queryKey: eventsQueryRoot });
        },
        (error: unknown) => {
          // 409: paid after the hold ran out with no place left (the server flags the refund).
          if (error instanceof ApiError && error.status === 409) {
            unverified.current = null;
            setState({ step: 'expired', detail: describeFailure(error, { fallback: '' }) });
            return;
          }
          setState({
            step: 'unverified',
            detail: describeFailure(error, { fallback: formatMessage(m.verifyFailed) }),
          });
        },
      );
    },
    [queryClient],
  );

  const pay = useCallback(async () => {
    if (expiredAt(order)) return setState({ step: 'expired' });
    setState({ step: 'paying' });
    let Razorpay;
    try {
      Razorpay = await loadRazorpayCheckout();
    } catch {
      return setState({ step: 'held', detail: formatMessage(m.checkoutUnavailable) });
    }
    openCheckout(
      Razorpay,
      {
        key: order.payment.keyId,
        amount: order.payment.amount,
        currency: order.payment.currency,
        order_id: order.payment.orderId,
        name: order.name,
        description: order.description,
        prefill: { email: order.email },
      },
      {
        onPaid: (result) =>
          verify({
            razorpay_order_id: result.razorpay_order_id ?? order.payment.orderId,
            razorpay_payment_id: result.razorpay_payment_id,
            razorpay_signature: result.razorpay_signature,
          }),
        onFailed: (reason) =>
          setState({
            step: 'held',
            detail: reason ? formatMessage(m.notPaidReason, { reason }) : formatMessage(m.notPaid),
          }),
      },
    );
  }, [order, verify]);

  const retryVerify = useCallback(() => {
    if (unverified.current) verify(unverified.current);
  }, [verify]);

  // Checkout opens as soon as the place is held: the person asked to pay by sending the form.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void pay();
  }, [pay]);

  // A held place that is not paid in time is released: say so when it happens, not on a click.
  const held = state.step === 'held';
  useEffect(() => {
    if (!held) return;
    const left = Date.parse(order.holdExpiresAt) - Date.now();
    // setTimeout runs at once past 2^31 - 1 ms (24.8 days); a hold is minutes, so cap it there.
    const delay = Math.min(Math.max(0, left), 2 ** 31 - 1);
    const timer = setTimeout(() => setState({ step: 'expired' }), delay);
    return () => clearTimeout(timer);
  }, [held, order.holdExpiresAt]);

  return { state, pay, retryVerify };
}
