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
  // Strict, per account AND address: someone guessing from one place stops here. The account's
  // owner signs in from another address, so this cannot lock them out.
  loginPerAccountAndAddress: { max: 10, windowSeconds: 15 * 60 },
  // Loose, per account, from anywhere: past it every attempt on the account is slowed (never
  // refused), and the owner is told once a window by email.
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
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

/** How long an attempt on an account past its loose limit waits before it is judged. */
export const slowdown = { stepMs: 1000, perFailures: 10, maxSteps: 5 };

/**
 * 0 up to the account's loose limit, then 1 s, growing by 1 s every 10 further attempts, at most
 * 5 s: a guesser's rate drops, the owner still gets in within seconds.
 */
export function slowdownMs(count: number, stepMs = slowdown.stepMs): number {
  const over = count - limits.loginPerAccount.max;
  if (over <= 0) return 0;
  return Math.min(slowdown.maxSteps, Math.ceil(over / slowdown.perFailures)) * stepMs;
}

function tooMany(retryAfterSeconds: number): HttpError {
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
