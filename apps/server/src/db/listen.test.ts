import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { listen } from './listen';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Ends every other connection to the test database, as a restart of the server would. */
async function endOtherConnections() {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  await admin.query(
    `select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`,
  );
  await admin.end();
}

describe('listen', () => {
  it('hears notifications, reconnects when the connection is ended, and lets go cleanly', async () => {
    let heard = 0;
    const warnings: string[] = [];
    const listening = listen(
      database.pool,
      'testing',
      () => (heard += 1),
      (w) => warnings.push(w),
    );
    const notify = () => database.pool.query(`select pg_notify('testing', '')`);
    await expect.poll(async () => (await notify(), heard), { timeout: 5_000 }).toBeGreaterThan(0);

    await endOtherConnections();
    await expect.poll(() => warnings.length).toBe(1);
    const before = heard;
    // Reconnected after half a second: told to catch up, and hearing again.
    await expect
      .poll(async () => (await notify(), heard), { timeout: 5_000 })
      .toBeGreaterThan(before + 1);

    await listening.stop();
    // Its connection, back in the pool, may be ended later: no error escapes.
    await endOtherConnections();
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
