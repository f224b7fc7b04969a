import { pushKeySchema } from '@portal/contract';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { pushApiPaths } from './push-api-paths';

// This browser's side of web push (issue 40, ADR 60): the service worker that shows pushes
// (public/sw.js), the browser's subscription with our VAPID key, and the server's copy of it.

const okSchema = z.object({ ok: z.literal(true) });
const SERVICE_WORKER = '/sw.js';

/** Whether this browser can receive web push at all (no: an iPhone's Safari outside a home-screen app). */
export function pushSupported() {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** 'granted', 'denied' or 'default' (not asked yet); 'unsupported' where push cannot work. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

async function registration() {
  return navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' });
}

/** The browser's subscription, if this device has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
  return (await existing?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Asks the browser (its own permission prompt, so call it from a click) and the server: after
 * this, pushes reach this device. False when the person said no.
 */
export async function turnOnPush(): Promise<boolean> {
  if (!pushSupported()) return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const worker = await registration();
  await navigator.serviceWorker.ready;
  const { publicKey } = await apiRequest(pushApiPaths.key, pushKeySchema);
  let subscription = await worker.pushManager.getSubscription();
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await apiRequest(pushApiPaths.subscriptions, okSchema, {
    method: 'POST',
    body: subscription.toJSON(),
  });
  return true;
}

/** Stops pushes to this device, on the server and in the browser. */
export async function turnOffPush() {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiRequest(pushApiPaths.subscriptions, okSchema, {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}
