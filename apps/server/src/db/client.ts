import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

/** The pool-backed database or a transaction inside it: repositories accept either. */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface PoolLimits {
  /** Connections to PostgreSQL. */
  max: number;
  /** Requests that may wait for a free connection; the next one is refused at once. */
  maxQueue: number;
  /** How long a request may wait for a connection before it is refused. */
  waitMs: number;
}

export const defaultPoolLimits: PoolLimits = { max: 10, maxQueue: 1_000, waitMs: 5_000 };

/** Every connection is busy and too many requests already wait: shed this one (503). */
export class DatabaseOverloadedError extends Error {
  constructor() {
    super('database pool queue is full');
  }
}

/**
 * node-postgres queues requests for a connection without limit. Past `maxQueue` waiting requests
 * a new one is refused at once, so an overloaded server answers quickly instead of piling up
 * requests that would time out anyway.
 */
function boundQueue(pool: pg.Pool, maxQueue: number) {
  const connect = pool.connect.bind(pool);
  const full = () =>
    pool.idleCount === 0 &&
    pool.totalCount >= (pool.options.max ?? 10) &&
    pool.waitingCount >= maxQueue;
  pool.connect = ((callback?: (error: Error | undefined) => void) => {
    if (!full()) return callback ? connect(callback) : connect();
    const error = new DatabaseOverloadedError();
    if (!callback) return Promise.reject(error);
    process.nextTick(callback, error);
  }) as typeof pool.connect;
}

export function createDatabase(connectionString: string, limits: Partial<PoolLimits> = {}) {
  const { max, maxQueue, waitMs } = { ...defaultPoolLimits, ...limits };
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: waitMs,
    // A runaway query must not pin a connection forever.
    statement_timeout: 30_000,
  });
  boundQueue(pool, maxQueue);
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  const db: Database = drizzle(pool, { schema });
  return { pool, db };
}
