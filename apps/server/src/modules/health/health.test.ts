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
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it('answers 503 and says the database is down', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
