import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { createDatabase, type DatabaseConnection } from './client';
import { isDatabaseUnavailable } from './database-errors';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const opened: DatabaseConnection[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const own of opened) await own.pool.end();
  await database.drop();
});

function ownPool(options?: { answerDeadlineMs: number }) {
  const own = createDatabase(database.url, { max: 3 }, options);
  opened.push(own);
  return own;
}

/** Resolves with what the promise rejected with (and fails the test if it resolved). */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a failure'),
    (error: unknown) => error,
  );
}

describe('the pool when the database fails', () => {
  it('cuts every connection at once: in-flight queries and transactions fail as unavailable, and the pool recovers', async () => {
    const own = ownPool();
    // Drizzle runs a query when it is awaited: failureOf starts both now.
    const sleeping = failureOf(own.db.execute(sql`select pg_sleep(5)`));
    const inTransaction = failureOf(
      own.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select pg_sleep(5)`);
      }),
    );
    await expect.poll(() => own.pool.totalCount - own.pool.idleCount).toBe(2);
    const started = Date.now();
    own.cutConnections('the watch says the database is hung');
    expect(isDatabaseUnavailable(await sleeping)).toBe(true);
    expect(isDatabaseUnavailable(await inTransaction)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    // The broken clients left the pool; the next request opens a fresh connection.
    const { rows } = await own.db.execute(sql`select 1 as one`);
    expect(rows).toEqual([{ one: 1 }]);
  });

  it('survives the server ending a checked-out connection (no uncaught error event)', async () => {
    const own = ownPool();
    const client = await own.pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    const error = await failureOf(client.query('select 1'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Released with its error, as the portal's own code does (live.ts, listen.ts): without it,
    // a client whose socket had not yet seen its end could go back to the pool as if healthy.
    client.release(error as Error);
    expect((await own.pool.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
  });

  it('refuses at once, without trying, while the guard says the database is down', async () => {
    const own = ownPool();
    own.guard.unavailable = () => 'restarting';
    const error = await failureOf(own.db.execute(sql`select 1`));
    expect(isDatabaseUnavailable(error)).toBe(true);
    own.guard.unavailable = () => undefined;
    expect((await own.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('cuts a connection whose query gets no answer by the deadline', async () => {
    const own = ownPool({ answerDeadlineMs: 300 });
    const started = Date.now();
    const error = await failureOf(own.pool.query('select pg_sleep(5)'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
