import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface Taken {
  /** Attempts counted in this window, this one included: it may run when `count <= max`. */
  count: number;
  /** Seconds until the window reopens. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every server process. `take` counts an attempt and tells what
 * the count now is in ONE step (issue 21 §1): checking first and counting afterwards let 60
 * requests sent at once all pass a limit of 30, each having read the count before any wrote it.
 */
export interface Limiter {
  take(key: string, limit: Limit): Promise<Taken>;
  /** Hands back an attempt that turned out not to count (a sign-in that succeeded). */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * PostgreSQL: one `insert … on conflict do update … returning`. The conflicting row is locked for
 * the update, so concurrent takes of one key queue behind each other and each sees the count its
 * own increment made; a key's first takes at once cannot both insert (the loser updates instead).
 */
export function postgresLimiter(db: Database): Limiter {
  return {
    async take(key, limit) {
      const result = await db.execute<{ count: number; wait: number }>(sql`
        insert into auth_throttle as t (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when t.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                       then 1 else t.count + 1 end,
          window_start = case when t.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                       then now() else t.window_start end
        returning count,
          -- A take that queued for the lock started before the window did: never past its end.
          least(${limit.windowSeconds}, ceil(extract(epoch from
            window_start + make_interval(secs => ${limit.windowSeconds}) - now())))::int as wait`);
      const row = result.rows[0]!;
      return { count: Number(row.count), retryAfterSeconds: Math.max(1, Number(row.wait)) };
    },
    async giveBack(key) {
      await db.execute(
        sql`update auth_throttle set count = greatest(count - 1, 0) where key = ${key}`,
      );
    },
    async clear(key) {
      await db.execute(sql`delete from auth_throttle where key = ${key}`);
    },
  };
}

// INCR and the window's expiry in one script: Redis runs a script without interleaving others.
const takeScript = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

const giveBackScript = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0`;

const prefix = 'portal-limit:';

/**
 * Redis, when `REDIS_URL` is set. Should Redis fail mid-request, the attempt is counted in
 * PostgreSQL instead (logged): never a 500, and never a limit that stops counting.
 */
export function redisLimiter(redis: Redis, fallback: Limiter, log: FastifyBaseLogger): Limiter {
  const orFallback = async <T>(work: () => Promise<T>, instead: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      log.warn({ err: error }, 'Redis limiter unavailable; counting in PostgreSQL');
      return instead();
    }
  };
  return {
    take: (key, limit) =>
      orFallback(
        async () => {
          const [count, ttl] = (await redis.eval(
            takeScript,
            1,
            prefix + key,
            String(limit.windowSeconds * 1000),
          )) as [number, number];
          return { count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
        },
        () => fallback.take(key, limit),
      ),
    giveBack: (key) =>
      orFallback(
        async () => void (await redis.eval(giveBackScript, 1, prefix + key)),
        () => fallback.giveBack(key),
      ),
    clear: (key) =>
      orFallback(
        async () => void (await redis.del(prefix + key)),
        () => fallback.clear(key),
      ),
  };
}
