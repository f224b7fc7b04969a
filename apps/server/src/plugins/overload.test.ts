import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createDatabase, type PoolLimits } from '../db/client';
import { scratchDir } from '../test/scratch-dirs';
import { createTestDatabase } from '../test/test-database';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
let database: TestDatabase;
const opened: { app: App; pool: { end(): Promise<void> } }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const { app, pool } of opened) {
    await app.close();
    await pool.end();
  }
  await database.drop();
});

/** The app on its own pool with these limits, configured by `env` as the environment would. */
async function appWith(limits: Partial<PoolLimits>, env: Record<string, string> = {}) {
  const { db, pool } = createDatabase(database.url, limits);
  const config = loadConfig({
    DATABASE_URL: database.url,
    LOG_LEVEL: 'silent',
    DATA_DIR: scratchDir('portal-overload-'),
    OVERLOAD_RETRY_AFTER_SECONDS: '7',
    // Only the test that starves the loop on purpose should see load shedding by delay.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, db, pool, webDistDir: '/nonexistent', logger: false });
  opened.push({ app, pool });
  return { app, pool };
}

// Each call a different page size: identical visitor reads would wait for one another's answer
// (the public cache computes one answer per URL at a time) instead of each asking the pool.
let distinct = 0;
const events = (app: App) =>
  app.inject({ method: 'GET', url: `/api/events?limit=${(distinct++ % 50) + 1}` });

function expectShed(response: Awaited<ReturnType<typeof events>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('7');
  expect(response.json()).toMatchObject({ error: 'overloaded', message: expect.any(String) });
  // A refusal is still a page of ours: the security headers come with it.
  expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

describe('overload: a bounded wait for the database', () => {
  it('refuses at once past the queue limit, serves those that waited once a connection frees, then recovers', async () => {
    const { app, pool } = await appWith({ max: 1, maxQueue: 2, waitMs: 20_000 });
    const held = await pool.connect(); // the pool's only connection: every request must wait
    const settled: number[] = [];
    const burst = Array.from({ length: 6 }, () =>
      events(app).then((response) => {
        settled.push(response.statusCode);
        return response;
      }),
    );
    // Four are refused without waiting while two wait in the queue.
    await vi.waitFor(() => expect(settled).toEqual([503, 503, 503, 503]), { timeout: 10_000 });
    expect(pool.waitingCount).toBe(2);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'overloaded', database: 'busy' });
    expect(health.headers['retry-after']).toBe('7');

    held.release();
    const responses = await Promise.all(burst);
    for (const response of responses.filter((r) => r.statusCode === 503)) expectShed(response);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 503, 503, 503, 503]);
    expect((await events(app)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      status: 'ok',
      database: 'up',
    });
  });

  it('gives up on a connection after the configured wait and answers 503, then recovers', async () => {
    const { app, pool } = await appWith({ max: 1, maxQueue: 10, waitMs: 200 });
    const held = await pool.connect();
    const started = Date.now();
    expectShed(await events(app));
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    held.release();
    expect((await events(app)).statusCode).toBe(200);
  });
});

/** Keeps the event loop starved (busy for 250 ms at a stretch) until `done` says stop. */
async function starveEventLoop(done: () => boolean) {
  for (let round = 0; round < 60 && !done(); round += 1) {
    const until = Date.now() + 250;
    while (Date.now() < until) {
      // busy: this is the overload
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('overload: a starved event loop', () => {
  it('sheds every request but health with 503 and Retry-After, stays up, and recovers', async () => {
    const { app } = await appWith({}, { OVERLOAD_EVENT_LOOP_DELAY_MS: '100' });
    expect((await events(app)).statusCode).toBe(200);

    await starveEventLoop(() => app.isUnderPressure());
    expect(app.isUnderPressure()).toBe(true);
    expectShed(await events(app));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'overloaded', database: 'up' });

    // Once the loop breathes again, the next sample clears the pressure and requests succeed.
    await vi.waitFor(async () => expect((await events(app)).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 100,
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
