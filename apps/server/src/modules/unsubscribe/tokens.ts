import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { emailKinds, type EmailKind } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { signingKeys } from '../../db/schema/index';

// One-click unsubscribe (ADR 54, ADR 58, RFC 8058): a link that names a person (or an address
// without an account), a kind of email and a random nonce, signed with a key only the server
// knows, so it works without signing in, cannot be forged for someone else or another kind, and
// is used once (the nonce is recorded when it is). It does not expire.

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

/**
 * The signing key if one was ever made, without making it: reading a token made by nobody (no key
 * yet) must not write, and no token can be valid before the first one was signed.
 */
async function existingKey(db: Database): Promise<Buffer | undefined> {
  const made = keys.get(db);
  if (made) return made;
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, KEY_NAME));
  return row ? signingKey(db) : undefined;
}

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/** A member by id, or an address without an account (a visitor's registration). */
export type Unsubscriber =
  | { kind: EmailKind; userId: string; address?: undefined }
  | { kind: EmailKind; userId?: undefined; address: string };

export type ReadToken = Unsubscriber & {
  /** What marks this token used: its nonce, or for a first-digest token its hash. */
  nonce: string;
};

/** The first digests' kind (ADR 54), now the `opportunities` choice. */
const LEGACY_OPPORTUNITY_ALERTS = 'opportunity-alerts';
const ADDRESS_PREFIX = 'a-';

const subjectOf = (who: Unsubscriber) =>
  who.userId ?? ADDRESS_PREFIX + Buffer.from(who.address.toLowerCase()).toString('base64url');

/**
 * A new token for `who`: `<kind>~<subject>~<nonce>~<signature>`; every email gets its own. `~`,
 * not `.`: a dot would make /u/{token} look like a file to the web app's page fallback.
 */
export async function unsubscribeToken(db: Database, who: Unsubscriber) {
  const payload = `${who.kind}~${subjectOf(who)}~${randomBytes(9).toString('base64url')}`;
  return `${payload}~${mac(await signingKey(db), payload)}`;
}

const sameSignature = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Whom a token names, when it is one we signed; else undefined. */
export async function readUnsubscribeToken(
  db: Database,
  token: string,
): Promise<ReadToken | undefined> {
  const key = await existingKey(db);
  if (!key) return undefined;
  // The first digests' links: `opportunity-alerts.<userId>.<signature>`.
  const legacy = token.split('.');
  if (legacy.length === 3) {
    const [kind, userId, signature] = legacy as [string, string, string];
    if (kind !== LEGACY_OPPORTUNITY_ALERTS || !isUuid(userId)) return undefined;
    if (!sameSignature(signature, mac(key, `${kind}.${userId}`))) return undefined;
    const nonce = `sha256:${createHash('sha256').update(token).digest('base64url')}`;
    return { kind: 'opportunities', userId, nonce };
  }
  const parts = token.split('~');
  if (parts.length !== 4) return undefined;
  const [kind, subject, nonce, signature] = parts as [string, string, string, string];
  const known = emailKinds.find((name) => name === kind);
  if (!known || !nonce || !sameSignature(signature, mac(key, `${kind}~${subject}~${nonce}`)))
    return undefined;
  if (isUuid(subject)) return { kind: known, userId: subject, nonce };
  if (!subject.startsWith(ADDRESS_PREFIX)) return undefined;
  const address = Buffer.from(subject.slice(ADDRESS_PREFIX.length), 'base64url').toString();
  return address.includes('@') ? { kind: known, address, nonce } : undefined;
}

/** The address of the mailbox named in List-Unsubscribe's mailto: (MAIL_FROM's address). */
export const mailboxOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim();

/**
 * What an optional email needs to offer unsubscribing: the page a person opens from its text
 * (`/u/{token}`, which a POST with `List-Unsubscribe=One-Click` also answers), and the RFC 8058
 * headers a mail client answers with that POST (or, failing that, a mail to our own address).
 */
export async function unsubscribeLinks(
  db: Database,
  options: { publicUrl: string; from: string },
  who: Unsubscriber,
) {
  const token = await unsubscribeToken(db, who);
  const pageUrl = new URL(`/u/${token}`, options.publicUrl).toString();
  const mailto = `mailto:${mailboxOf(options.from)}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
  return {
    token,
    pageUrl,
    headers: {
      'List-Unsubscribe': `<${pageUrl}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
