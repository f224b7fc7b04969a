import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import * as repo from './repository';
import type { VapidKeys } from './vapid';

/** What a push carries, read by the service worker's `push` listener (public/sw.js). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Replaces an earlier push with the same tag on the device instead of stacking. */
  tag: string;
}

const deliverySchema = z.object({
  subscriptionId: z.uuid(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});

/** How long a push service may take to answer before the try counts as failed (and is retried). */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a push for a device that is off (a day: after that it is stale). */
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * One push to one device (RFC 8030, encrypted as RFC 8291's aes128gcm, signed with VAPID):
 * 2xx done; 404 or 410 the device unsubscribed, so the subscription goes; 429, 5xx, a timeout
 * or no answer are retried by the queue; any other refusal will not heal and is dropped.
 */
export async function deliverPush(
  subscription: repo.SubscriptionRow,
  message: PushMessage,
  keys: VapidKeys,
  subject: string,
): Promise<'sent' | 'gone' | 'refused'> {
  const details = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(message),
    {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = { ...details.headers } as Record<string, string>;
  delete headers['Content-Length'];
  const response = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: details.body ?? undefined,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    redirect: 'error',
  });
  await response.body?.cancel();
  if (response.ok) return 'sent';
  if (response.status === 404 || response.status === 410) return 'gone';
  if (response.status === 429 || response.status >= 500)
    throw new Error(`the push service answered ${response.status}`);
  return 'refused';
}

/** The `push-delivery` queue: one job per notification and device. */
export function definePushDelivery(
  db: Database,
  jobs: JobQueue,
  log: FastifyBaseLogger,
  keys: () => Promise<VapidKeys>,
  subject: string,
) {
  jobs.define('push-delivery', deliverySchema, async ({ subscriptionId, ...message }) => {
    const subscription = await repo.findSubscription(db, subscriptionId);
    if (!subscription) return; // unsubscribed meanwhile
    const outcome = await deliverPush(subscription, message, await keys(), subject);
    if (outcome === 'gone') await repo.deleteSubscriptionById(db, subscription.id);
    if (outcome === 'refused')
      log.warn({ subscriptionId }, 'push service refused a push; not retried');
  });
}
