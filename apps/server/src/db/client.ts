import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DatabaseUnavailableError } from './database-errors';
import * as schema from './schema/index';

/** The pool-backed database or a transaction inside it: repositories accept either. */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface PoolLimits {
  /** Connections to PostgreSQL. */
  max: number;
  /** Requests that may wait for a free connection; the next one is refused at once. */
  maxQueue: number;
  /** How long a request may wait for a connection (or for one to open) before it is refused. */
  waitMs: number;
}

export const defaultPoolLimits: PoolLimits = { max: 10, maxQueue: 1_000, waitMs: 5_000 };

/** A runaway statement is cancelled by PostgreSQL itself after this long. */
export const statementTimeoutMs = 30_000;
/**
 * A query with no answer this long after PostgreSQL should have cancelled it is on a dead
 * connection (the server vanished without closing it: a partition, a failover to another host).
 * The connection is cut, so no request waits forever on it.
 */
export const answerDeadlineMs = statementTimeoutMs + 5_000;

/** Every connection is busy and too many requests already wait: shed this one (503). */
export class DatabaseOverloadedError extends Error {
  constructor() {
    super('database pool queue is full');
  }
}

/**
 * What the pool asks before opening or lending a connection, and tells when one breaks: the
 * availability watch (availability.ts) fills these in. Alone, the pool assumes the best.
 */
export interface DatabaseGuard {
  /** Why the database cannot serve now, or undefined when it can. */
  unavailable: () => string | undefined;
  /** A connection broke (the server went away, or was cut): worth a look at once. */
  connectionBroke: () => void;
}

/**
 * node-postgres queues requests for a connection without limit. Past `maxQueue` waiting requests
 * a new one is refused at once, so an overloaded server answers quickly instead of piling up
 * requests that would time out anyway; while the database is known to be down, every request
 * is refused at once (503) instead of waiting for a connection that cannot come.
 */
function guardConnect(pool: pg.Pool, maxQueue: number, guard: DatabaseGuard) {
  const connect = pool.connect.bind(pool);
  const full = () =>
    pool.idleCount === 0 &&
    pool.totalCount >= (pool.options.max ?? 10) &&
    pool.waitingCount >= maxQueue;
  pool.connect = ((callback?: (error: Error | undefined) => void) => {
    const down = guard.unavailable();
    if (!down && !full()) return callback ? connect(callback) : connect();
    const error = down ? new DatabaseUnavailableError(down) : new DatabaseOverloadedError();
    if (!callback) return Promise.reject(error);
    process.nextTick(callback, error);
  }) as typeof pool.connect;
}

interface Tracking {
  url: () => string;
  answerDeadlineMs: number;
  guard: DatabaseGuard;
  open: Set<TrackedClient>;
}

/**
 * A pool client that the pool cannot lose control of. It knows every connection it opened, so
 * the watch can cut them all when the server stops answering (their requests then fail at once
 * instead of hanging); each query has an answer deadline; a broken connection never crashes the
 * process (node-postgres emits 'error' on a checked-out client, which nobody else listens to).
 * The pool hands its own options to each client it makes, `tracking` among them.
 */
class TrackedClient extends pg.Client {
  constructor(config?: pg.ClientConfig & { tracking?: Tracking }) {
    const tracking = config?.tracking;
    if (!tracking) throw new Error('TrackedClient is made by createDatabase');
    super({ ...config, connectionString: tracking.url() });
    tracking.open.add(this);
    this.once('end', () => tracking.open.delete(this));
    // Its queries already fail with the error; the pool drops the client when it comes back.
    this.on('error', () => tracking.guard.connectionBroke());
    const down = tracking.guard.unavailable();
    // Known down: do not even try (a hung server would hold the attempt until its timeout).
    if (down) process.nextTick(() => this.cut(down));
    this.withAnswerDeadline(tracking.answerDeadlineMs);
  }

  /** Ends the connection now; its pending queries fail with DatabaseUnavailableError. */
  cut(reason: string) {
    this.connection.stream.destroy(new DatabaseUnavailableError(reason));
  }

  private withAnswerDeadline(deadlineMs: number) {
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const deadlined = (...args: unknown[]) => {
      const timer = setTimeout(
        () => this.cut(`no answer from the database in ${deadlineMs / 1000} s`),
        deadlineMs,
      ).unref();
      const done = () => clearTimeout(timer);
      const last = args.at(-1);
      if (typeof last === 'function') {
        // Callback style (the pool's own pool.query).
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          (last as (...r: unknown[]) => unknown)(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) return result.finally(done);
      // A submittable (a cursor or stream) reports its end as events.
      const events = result as { once?: (event: string, listener: () => void) => void };
      events.once?.('end', done);
      events.once?.('error', done);
      return result;
    };
    this.query = deadlined as typeof this.query;
  }
}

/**
 * The pool behind the app. `connection` is the connection string, or a function giving the current
 * one (the embedded PostgreSQL may come back on another port).
 */
export function createDatabase(
  connection: string | (() => string),
  limits: Partial<PoolLimits> = {},
  { answerDeadlineMs: deadlineMs = answerDeadlineMs }: { answerDeadlineMs?: number } = {},
) {
  const { max, maxQueue, waitMs } = { ...defaultPoolLimits, ...limits };
  const url = typeof connection === 'string' ? () => connection : connection;
  const guard: DatabaseGuard = { unavailable: () => undefined, connectionBroke: () => undefined };
  const open = new Set<TrackedClient>();
  const tracking: Tracking = { url, guard, open, answerDeadlineMs: deadlineMs };
  const options: pg.PoolConfig & { tracking: Tracking } = {
    Client: TrackedClient,
    tracking,
    max,
    connectionTimeoutMillis: waitMs,
    // A runaway query must not pin a connection forever.
    statement_timeout: statementTimeoutMs,
    // Notice a peer that vanished while the connection sat idle (a NAT or firewall dropping it).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new pg.Pool(options);
  guardConnect(pool, maxQueue, guard);
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  const db: Database = drizzle(pool, { schema });
  return {
    pool,
    db,
    guard,
    /** Cuts every connection (in use, idle or opening): their requests fail now, with a 503. */
    cutConnections(reason: string) {
      for (const client of open) client.cut(reason);
    },
  };
}

export type DatabaseConnection = ReturnType<typeof createDatabase>;
