import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError, UnavailableError } from '../../plugins/errors';
import { donationServerMessages } from './messages';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret?: string | undefined;
  apiUrl: string;
  /** The longest one donation may wait on Razorpay (all its calls together) before a 503. */
  timeoutMs: number;
}

/** HMAC-SHA256 hex, as Razorpay signs Checkout results and webhooks. */
export function sign(secret: string, payload: string) {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Constant-time comparison of a received signature with the one we compute. */
export function signatureMatches(secret: string, payload: string, signature: string) {
  const expected = Buffer.from(sign(secret, payload), 'utf8');
  const received = Buffer.from(signature, 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

const { paymentServiceDown } = donationServerMessages;

/**
 * The few calls of Razorpay's REST API we use (Orders, Plans, Subscriptions, Refunds), over fetch with
 * the key pair as Basic auth. Razorpay down, overloaded or slower than `timeoutMs` is a 503 with
 * Retry-After (try again soon); a refusal of our request (4xx: keys, amount) is a 502, which
 * retrying will not mend. The detail is logged, never sent.
 */
export function razorpayClient(
  config: RazorpayConfig,
  log: { warn: (o: object, m: string) => void },
  retryAfterSeconds = 5,
) {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  const unavailable = () =>
    new UnavailableError(retryAfterSeconds, 'payment_provider', paymentServiceDown);
  const refused = () => new HttpError(502, 'payment_provider', paymentServiceDown);

  /** `deadline` bounds every call of one donation together; alone, a call gets the whole budget. */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    deadline: AbortSignal = AbortSignal.timeout(config.timeoutMs),
  ): Promise<T> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : null,
        signal: deadline,
      });
      // The body is read under the same deadline: a server that sends headers then stalls is slow too.
      text = await response.text();
    } catch (error) {
      log.warn({ err: error, path }, 'Razorpay unreachable or too slow');
      throw unavailable();
    }
    if (response.status >= 500 || response.status === 429) {
      log.warn({ status: response.status, path, body: text.slice(0, 500) }, 'Razorpay is down');
      throw unavailable();
    }
    if (!response.ok) {
      log.warn({ status: response.status, path, body: text.slice(0, 500) }, 'Razorpay refused');
      throw refused();
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      log.warn({ path }, 'Razorpay answered something that is not JSON');
      throw refused();
    }
  }

  return {
    /** A deadline for the calls of one donation together (AbortSignal.timeout of the budget). */
    deadline: () => AbortSignal.timeout(config.timeoutMs),
    createOrder: (
      input: { amount: number; currency: string; receipt: string; notes: object },
      deadline?: AbortSignal,
    ) => call<{ id: string; amount: number; currency: string }>('POST', '/orders', input, deadline),
    createPlan: (
      input: { amount: number; currency: string; name: string },
      deadline?: AbortSignal,
    ) =>
      call<{ id: string }>(
        'POST',
        '/plans',
        {
          period: 'monthly',
          interval: 1,
          item: { name: input.name, amount: input.amount, currency: input.currency },
        },
        deadline,
      ),
    createSubscription: (input: { planId: string; notes: object }, deadline?: AbortSignal) =>
      call<{ id: string; status: string }>(
        'POST',
        '/subscriptions',
        {
          plan_id: input.planId,
          // Ten years of months; the donor cancels whenever they like.
          total_count: 120,
          customer_notify: 1,
          notes: input.notes,
        },
        deadline,
      ),
    cancelSubscription: (id: string) =>
      call<{ id: string; status: string }>(
        'POST',
        `/subscriptions/${encodeURIComponent(id)}/cancel`,
        {
          cancel_at_cycle_end: 0,
        },
      ),
    /** Refunds a captured payment (tickets, ADR 42); `status` is 'processed' or 'pending'. */
    refundPayment: (paymentId: string, input: { amount: number; receipt: string; notes: object }) =>
      call<{ id: string; amount: number; currency: string; payment_id: string; status: string }>(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { ...input, speed: 'normal' },
      ),
  };
}

export type RazorpayClient = ReturnType<typeof razorpayClient>;
