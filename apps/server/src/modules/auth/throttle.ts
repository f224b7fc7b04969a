import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withValues } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import { authMessages } from './messages';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Brute-force limits (issue 3 §5). Counted in PostgreSQL so every process shares them. */
export const limits = {
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 30, windowSeconds: 60 },
  // A ceiling a venue does not reach: 200 people on one Wi-Fi address sign up in ten minutes
  // (ADR 22). What stops a script is per number and per email, which a venue never shares.
  signupPerAddress: { max: 300, windowSeconds: 10 * 60 },
  signupPerNumber: { max: 5, windowSeconds: 60 * 60 },
  signupPerEmail: { max: 5, windowSeconds: 60 * 60 },
  resetPerAddress: { max: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

function tooMany(retryAfterSeconds: number): HttpError {
  const error = new HttpError(
    429,
    'rate_limited',
    withValues(authMessages.tooManyAttempts, { minutes: Math.ceil(retryAfterSeconds / 60) }),
  );
  error.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return error;
}

/** Seconds until the window reopens if `key` has used up `limit`, else 0. Does not count. */
export async function secondsBlocked(db: Database, key: string, limit: Limit): Promise<number> {
  const result = await db.execute<{ wait: number }>(sql`
    select ceil(extract(epoch from window_start + make_interval(secs => ${limit.windowSeconds}) - now()))::int as wait
    from auth_throttle
    where key = ${key} and count >= ${limit.max}
      and window_start > now() - make_interval(secs => ${limit.windowSeconds})`);
  return result.rows[0]?.wait ?? 0;
}

export async function assertNotBlocked(db: Database, key: string, limit: Limit): Promise<void> {
  const wait = await secondsBlocked(db, key, limit);
  if (wait > 0) throw tooMany(wait);
}

/** Counts one event against `key`, starting a new window when the old one has passed. */
export async function count(db: Database, key: string, limit: Limit): Promise<void> {
  await db.execute(sql`
    insert into auth_throttle (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when auth_throttle.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                   then 1 else auth_throttle.count + 1 end,
      window_start = case when auth_throttle.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                   then now() else auth_throttle.window_start end`);
}

/** Counts and refuses in one step, for actions limited whether they succeed or not. */
export async function consume(db: Database, key: string, limit: Limit): Promise<void> {
  await assertNotBlocked(db, key, limit);
  await count(db, key, limit);
}

export async function clear(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from auth_throttle where key = ${key}`);
}
