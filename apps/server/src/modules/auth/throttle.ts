import { withValues } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import type { Limit, Limiter, Taken } from './limiter';
import { authMessages } from './messages';

export type { Limit, Limiter } from './limiter';

/**
 * Brute-force limits (issue 3 §5, issue 21; ADR 5 and 28). Each is counted and judged in one
 * atomic step, in PostgreSQL or Redis, so every process shares them and a burst sent at once
 * gets no more through than the limit.
 */
export const limits = {
  // Strict, per account AND address: someone guessing from one place stops here.
  loginPerAccountAndAddress: { max: 10, windowSeconds: 15 * 60 },
  // Per account, from anywhere, for attempts WITHOUT the account's device cookie (ADR 55): past
  // it they are refused until the window passes, so a botnet's guesses stop at 10 however many
  // addresses it has. The owner's browsers that signed in before carry a device cookie and are
  // counted apart, per device (loginPerDevice), so the owner still gets in.
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginPerDevice: { max: 10, windowSeconds: 15 * 60 },
  // Codes of two-step sign-in (ADR 55): per account (or per known device), over every challenge.
  twoFactorPerAccount: { max: 10, windowSeconds: 15 * 60 },
  // Turning two-step sign-in on or off: wrong codes and passwords per account.
  twoFactorChangePerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 30, windowSeconds: 60 },
  passwordChangePerAccount: { max: 10, windowSeconds: 15 * 60 },
  // A ceiling a venue does not reach: 200 people on one Wi-Fi address sign up in ten minutes
  // (ADR 22). What stops a script is per number and per email, which a venue never shares.
  signupPerAddress: { max: 300, windowSeconds: 10 * 60 },
  signupPerNumber: { max: 5, windowSeconds: 60 * 60 },
  signupPerEmail: { max: 5, windowSeconds: 60 * 60 },
  resetPerAddress: { max: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

export function tooMany(retryAfterSeconds: number): HttpError {
  const error = new HttpError(
    429,
    'rate_limited',
    withValues(authMessages.tooManyAttempts, { minutes: Math.ceil(retryAfterSeconds / 60) }),
  );
  error.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return error;
}

/** Counts one attempt against `key` and refuses it (429) past the limit, in one step. */
export async function consume(limiter: Limiter, key: string, limit: Limit): Promise<Taken> {
  const taken = await limiter.take(key, limit);
  if (taken.count > limit.max) throw tooMany(taken.retryAfterSeconds);
  return taken;
}

/** Counts one attempt and says whether it is within the limit, without refusing. */
export async function within(limiter: Limiter, key: string, limit: Limit): Promise<boolean> {
  return (await limiter.take(key, limit)).count <= limit.max;
}
