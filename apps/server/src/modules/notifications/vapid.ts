import webpush from 'web-push';
import type { Database } from '../../db/client';
import { serverSecret } from '../../db/server-secrets';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair that signs every push (RFC 8292), made once per install and shared by every
 * process through the database, as the registration challenge's key is (ADR 60): no operator
 * has to generate one, and a restart keeps the subscriptions browsers made with its public half.
 */
export async function vapidKeys(db: Database): Promise<VapidKeys> {
  const made = JSON.stringify(webpush.generateVAPIDKeys());
  return JSON.parse(await serverSecret(db, 'vapid-keys', made)) as VapidKeys;
}

/**
 * Who the push services may write to about our pushes (RFC 8292 §2.1): the site's https address,
 * or the mail sender's address where the site has none yet (a machine on http://127.0.0.1).
 */
export function vapidSubject(publicUrl: string, mailFrom: string) {
  if (publicUrl.startsWith('https://')) return new URL(publicUrl).origin;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
