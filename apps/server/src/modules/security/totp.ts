import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// RFC 6238 TOTP with RFC 4226's truncation: HMAC-SHA-1, six digits, 30-second steps, the
// parameters every authenticator app reads from an otpauth:// link (ADR 55).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, without padding (what authenticator apps expect in a secret). */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 written any way a person might (lower case, spaces, padding); undefined if not. */
export function base32Decode(text: string): Buffer | undefined {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The 30-second step a moment falls in. */
export const totpStep = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

/** The code of one step (RFC 4226 §5.3's dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const key = base32Decode(secret);
  if (!key) throw new Error('not a base32 secret');
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** "123 456", "123-456" → "123456"; anything else stays as typed (and will not match). */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '');

/**
 * The step whose code `code` is, among the current one and one either side (a phone's clock a
 * little off), and only steps after `afterStep`: a code already used, or one older than it, never
 * matches again. Undefined when none matches.
 */
export function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number | null = null,
): number | undefined {
  const given = normaliseCode(code);
  if (!/^\d{6}$/.test(given)) return undefined;
  const current = totpStep(nowMs);
  for (const step of [current - 1, current, current + 1]) {
    if (afterStep !== null && step <= afterStep) continue;
    const expected = totpCode(secret, step);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return step;
  }
  return undefined;
}

/** The link an authenticator app reads from the QR code (Google's Key Uri Format). */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
