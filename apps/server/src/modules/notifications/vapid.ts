import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client';

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
  const result = await db.execute<{ value: string }>(sql`
    with made as (
      insert into server_secrets (name, value) values ('vapid-keys', ${made})
      on conflict (name) do nothing returning value)
    select value from made
    union all select value from server_secrets where name = 'vapid-keys'
    limit 1`);
  return JSON.parse(result.rows[0]!.value) as VapidKeys;
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
