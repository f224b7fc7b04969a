import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { freeLoopbackPort } from '../../db/postgres-process';

describe('GET /api/health with the database unreachable', async () => {
  // A port nothing listens on: the pool cannot connect, as when PostgreSQL is down.
  const url = `postgres://nobody@127.0.0.1:${await freeLoopbackPort()}/portal`;
  const { db, pool } = createDatabase(url);
  const app = await buildApp({
    config: loadConfig({ DATABASE_URL: url }),
    db,
    webDistDir: '/nonexistent',
    logger: false,
  });
  // As the availability watch reports it while the embedded PostgreSQL restarts.
  const watched = await buildApp({
    config: loadConfig({ DATABASE_URL: url, OVERLOAD_RETRY_AFTER_SECONDS: '2' }),
    db,
    webDistDir: '/nonexistent',
    logger: false,
    databaseStatus: () => ({
      state: 'down',
      publicReason: 'The database is restarting.',
      since: Date.now(),
    }),
  });
  afterAll(async () => {
    await app.close();
    await watched.close();
    await pool.end();
  });

  it('answers 503 and says the database is down', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('says what is down and why, and when to look again, from the watch', async () => {
    const response = await watched.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: 'down',
      detail: 'The database is restarting.',
    });
  });
});
