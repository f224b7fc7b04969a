import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../plugins/errors';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret?: string | undefined;
  apiUrl: string;
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

const unavailable = () =>
  new HttpError(502, 'payment_provider', 'The payment service is unavailable. Please try again.');

/**
 * The few calls of Razorpay's REST API we use (Orders, Plans, Subscriptions), over fetch with
 * the key pair as Basic auth. Any failure becomes a 502 the page can explain; the detail is logged.
 */
export function razorpayClient(
  config: RazorpayConfig,
  log: { warn: (o: object, m: string) => void },
) {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : null,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      log.warn({ err: error, path }, 'Razorpay unreachable');
      throw unavailable();
    }
    const text = await response.text();
    if (!response.ok) {
      log.warn({ status: response.status, path, body: text.slice(0, 500) }, 'Razorpay refused');
      throw unavailable();
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      log.warn({ path }, 'Razorpay answered something that is not JSON');
      throw unavailable();
    }
  }

  return {
    createOrder: (input: { amount: number; currency: string; receipt: string; notes: object }) =>
      call<{ id: string; amount: number; currency: string }>('POST', '/orders', input),
    createPlan: (input: { amount: number; currency: string; name: string }) =>
      call<{ id: string }>('POST', '/plans', {
        period: 'monthly',
        interval: 1,
        item: { name: input.name, amount: input.amount, currency: input.currency },
      }),
    createSubscription: (input: { planId: string; notes: object }) =>
      call<{ id: string; status: string }>('POST', '/subscriptions', {
        plan_id: input.planId,
        // Ten years of months; the donor cancels whenever they like.
        total_count: 120,
        customer_notify: 1,
        notes: input.notes,
      }),
    cancelSubscription: (id: string) =>
      call<{ id: string; status: string }>(
        'POST',
        `/subscriptions/${encodeURIComponent(id)}/cancel`,
        {
          cancel_at_cycle_end: 0,
        },
      ),
  };
}

export type RazorpayClient = ReturnType<typeof razorpayClient>;
