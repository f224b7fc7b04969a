import { createHmac } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../../../../scripts/fake-razorpay.mjs';

/**
 * Registers hooks that run Razorpay's stand-in (scripts/fake-razorpay.mjs) for this suite, with
 * keys named after `name`. Call it before `useTestApp(env)`: hooks run in the order registered,
 * so RAZORPAY_API_URL is in `env` by the time the app reads it.
 * `env` overrides the defaults below the way the environment would.
 */
export function useFakeRazorpay(name: string, env: Record<string, string> = {}) {
  const keyId = `rzp_test_${name}`;
  const keySecret = `${name}-key-secret`;
  const webhookSecret = `${name}-webhook-secret`;
  const appEnv: Record<string, string> = {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    // Generous: this machine is shared; outages are simulated with the stand-in's failure switch.
    RAZORPAY_TIMEOUT_MS: '5000',
    // Not the default, so a suite's Retry-After checks prove the setting is used.
    OVERLOAD_RETRY_AFTER_SECONDS: '7',
    ...env,
  };
  let razorpay: FakeRazorpay | undefined;
  beforeAll(async () => {
    razorpay = await startFakeRazorpay(keyId, keySecret);
    appEnv.RAZORPAY_API_URL = razorpay.url;
  });
  afterAll(() => razorpay?.close());
  return {
    /** The environment for `useTestApp`; RAZORPAY_API_URL is added once the stand-in runs. */
    env: appEnv,
    keyId,
    keySecret,
    webhookSecret,
    /** HMAC-SHA256 in hex, as Razorpay signs a Checkout result (keySecret) or a webhook (webhookSecret). */
    sign: (secret: string, payload: string) =>
      createHmac('sha256', secret).update(payload).digest('hex'),
    /** The running stand-in: its orders, refunds… and its outage and slowness switches. */
    get razorpay(): FakeRazorpay {
      if (!razorpay) throw new Error('useFakeRazorpay: the stand-in starts in beforeAll');
      return razorpay;
    },
  };
}
