import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

/** The pool-backed database or a transaction inside it: repositories accept either. */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export function createDatabase(connectionString: string, max = 10) {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    // A runaway query must not pin a connection forever.
    statement_timeout: 30_000,
  });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  const db: Database = drizzle(pool, { schema });
  return { pool, db };
}
