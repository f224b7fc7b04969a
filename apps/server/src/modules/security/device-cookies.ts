import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { serverSecret } from '../../db/server-secrets';
import { isUuid } from '../../db/ids';
import { cookieValue } from '../../plugins/request-language';

// OWASP's device cookies (ADR 55): a browser that signed in to an account before carries a signed
// cookie naming that account and the device. Sign-in attempts that carry one are counted apart
// from the account's, so a botnet guessing at an account from everywhere is refused while the
// owner, on their usual phone, still gets in. Only the sign-in calls see it (Path=/api/auth).

const SECRET_NAME = 'device-cookie';
const PATH = '/api/auth';
/** Half a year: the owner's usual phone stays known between sign-ins. */
const MAX_AGE_SECONDS = 180 * 86_400;

const keys = new WeakMap<Database, Promise<Buffer>>();

/** The signing key, made once per install and shared by every process through the database. */
function signingKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = serverSecret(db, SECRET_NAME, randomBytes(32).toString('base64url')).then((value) =>
      Buffer.from(value, 'base64url'),
    );
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/** One cookie per account, so a browser shared by two members knows both. */
export const deviceCookieName = (userId: string) =>
  `portal_device_${createHash('sha256').update(userId).digest('base64url').slice(0, 12)}`;

const mac = (key: Buffer, userId: string, deviceId: string) =>
  createHmac('sha256', key).update(`device.${userId}.${deviceId}`).digest('base64url');

/** A cookie value for `userId` (tests make one as a browser would have received it). */
export async function deviceCookieValue(db: Database, userId: string, deviceId: string) {
  return `${userId}.${deviceId}.${mac(await signingKey(db), userId, deviceId)}`;
}

/**
 * The device id of the request's cookie for `userId`, when it is one we signed for that account;
 * a forged one, or one of another account, is no cookie at all.
 */
export async function knownDevice(
  db: Database,
  request: FastifyRequest,
  userId: string,
): Promise<string | undefined> {
  const value = cookieValue(request.headers.cookie, deviceCookieName(userId));
  if (!value) return undefined;
  const [owner, deviceId, signature, extra] = value.split('.');
  if (owner !== userId || !isUuid(owner) || !deviceId || !signature || extra !== undefined)
    return undefined;
  if (!/^[A-Za-z0-9_-]{22}$/.test(deviceId)) return undefined;
  const expected = Buffer.from(mac(await signingKey(db), userId, deviceId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? deviceId
    : undefined;
}

/** Whether the browser reached us over TLS (directly, or behind a proxy we trust, or by config). */
const overTls = (request: FastifyRequest, publicUrl: string) =>
  request.protocol === 'https' || publicUrl.startsWith('https:');

/**
 * Sets (or renews) the account's device cookie on a successful sign-in: the same device id when
 * the browser had a valid one, else a new one.
 */
export async function setDeviceCookie(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  userId: string,
  deviceId = randomBytes(16).toString('base64url'),
) {
  const value = await deviceCookieValue(db, userId, deviceId);
  const attributes = [
    `${deviceCookieName(userId)}=${value}`,
    `Path=${PATH}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(overTls(request, publicUrl) ? ['Secure'] : []),
  ];
  const previous = reply.getHeader('set-cookie');
  const cookies = Array.isArray(previous) ? previous : previous ? [String(previous)] : [];
  reply.header('set-cookie', [...cookies, attributes.join('; ')]);
}
