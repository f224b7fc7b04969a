import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

const scrypt = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

const KEY_LENGTH = 64;
/** DESIGN §3: N=2^17, r=8, p=1. Tests may lower N through config; the hash records its own. */
export const DEFAULT_COST = 17;

// ~49,000 most common passwords (zxcvbn's ranked list), compared case-insensitively.
const commonPasswords = new Set(
  dictionary['passwords-common'].map((word) => String(word).toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

const optionsFor = (cost: number): ScryptOptions => ({
  N: 2 ** cost,
  r: 8,
  p: 1,
  maxmem: 2 ** cost * 8 * 128 * 2,
});

/** Format: scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>; the whole password is used, never cut. */
export async function hashPassword(password: string, cost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, optionsFor(cost));
  return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, , , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(
    password.normalize('NFC'),
    Buffer.from(salt, 'base64'),
    expected.length,
    optionsFor(Number(cost)),
  );
  return timingSafeEqual(actual, expected);
}
