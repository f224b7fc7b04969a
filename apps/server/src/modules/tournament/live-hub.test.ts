import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { LiveHub } from './live';

/** The hub's one LISTEN connection: it survives the database dropping it, and stops cleanly. */
describe('LiveHub connection', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const killListeners = () =>
    database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
    );

  const nextNotification = (hub: LiveHub, eventId: string) =>
    new Promise<void>((resolve) => {
      const unsubscribe = hub.subscribe(eventId, () => {
        unsubscribe();
        resolve();
      });
    });

  it('reconnects after its connection is killed, then stops without a stray error', async () => {
    const hub = new LiveHub(database.pool, Fastify({ logger: false }).log);
    const first = nextNotification(hub, 'event-1');
    await hub.ensureListening();
    await database.pool.query(`select pg_notify('tournament', 'event-1')`);
    await first;

    await killListeners();
    // Back within the first retry (500 ms); poll rather than sleep a fixed time.
    await expect
      .poll(
        async () => {
          await hub.ensureListening();
          const { rows } = await database.pool.query(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and query ilike 'listen%'`,
          );
          return rows[0].n;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    const second = nextNotification(hub, 'event-2');
    await database.pool.query(`select pg_notify('tournament', 'event-2')`);
    await second;

    await hub.stop();
    // The released connection idles in the pool; the database dropping it (as a forced DROP
    // DATABASE does) must not reach the hub. Terminate from outside the pool.
    const outsider = new pg.Client({ connectionString: database.url });
    await outsider.connect();
    await outsider.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await outsider.end();
    // Wait until the pool has seen its idle connections die (each emits its error then).
    await expect.poll(() => database.pool.totalCount, { timeout: 10_000 }).toBe(0);
  });
});
