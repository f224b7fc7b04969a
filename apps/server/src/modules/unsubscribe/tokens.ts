import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { unsubscribeKinds, type UnsubscribeKind } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { signingKeys } from '../../db/schema/index';

// One-click unsubscribe (ADR 54, RFC 8058): a link that names a person and a kind of email,
// signed with a key only the server knows, so it works without signing in and cannot be forged
// for someone else. It does not expire: an old email's link still unsubscribes.

const KEY_NAME = 'unsubscribe';
const keys = new WeakMap<Database, Promise<Buffer>>();

/** The signing key, made once for the whole database (every process reads the same one). */
function signingKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(signingKeys)
        .values({ name: KEY_NAME, key: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, KEY_NAME));
      if (!row) throw new Error('the unsubscribe signing key is missing');
      return Buffer.from(row.key, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export interface Unsubscriber {
  userId: string;
  kind: UnsubscribeKind;
}

/** The token for `who`: `<kind>.<userId>.<signature>`. */
export async function unsubscribeToken(db: Database, who: Unsubscriber) {
  const payload = `${who.kind}.${who.userId}`;
  return `${payload}.${mac(await signingKey(db), payload)}`;
}

/** Whom a token names, when it is one we signed; else undefined. */
export async function readUnsubscribeToken(
  db: Database,
  token: string,
): Promise<Unsubscriber | undefined> {
  const [kind, userId, signature, extra] = token.split('.');
  const known = unsubscribeKinds.find((name) => name === kind);
  if (!known || !userId || !isUuid(userId) || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(await signingKey(db), `${known}.${userId}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { kind: known, userId };
}

/**
 * What an email needs to offer unsubscribing: the page a person opens from the body, and the
 * RFC 8058 headers a mail client answers with a POST of its own.
 */
export async function unsubscribeLinks(db: Database, publicUrl: string, who: Unsubscriber) {
  const token = encodeURIComponent(await unsubscribeToken(db, who));
  const oneClick = new URL(`/api/unsubscribe?token=${token}`, publicUrl).toString();
  return {
    pageUrl: new URL(`/unsubscribe?token=${token}`, publicUrl).toString(),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
