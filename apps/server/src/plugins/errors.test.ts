import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freeLoopbackPort } from '../db/postgres-process';
import { createTestDatabase } from '../test/test-database';
import { errorsPlugin, HttpError } from './errors';

async function appWithRoutes() {
  const app = Fastify({ logger: false, bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post(
    '/echo',
    {
      schema: {
        body: z.object({ name: z.string().min(3, 'Please enter a  valid name'), age: z.number() }),
      },
    },
    async (request) => request.body,
  );
  app.get('/conflict', async () => {
    throw new HttpError(409, 'duplicate', 'That email is already registered.', { email: 'Taken' });
  });
  app.get('/boom', async () => {
    throw new Error('secret database detail');
  });
  await app.ready();
  return app;
}

describe('uniform errors', async () => {
  const app = await appWithRoutes();
  afterAll(() => app.close());

  it('answers invalid input with 400 and a message per field', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'ab' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('validation');
    expect(body.fields.name).toBe('Please enter a  valid name');
    expect(body.fields.age).toBeTruthy();
    expect(body.message).toBe('Please enter a  valid name');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
  });

  it('refuses an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { name: 'x'.repeat(5000), age: 1 },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
  });

  it('passes expected failures through with their code, message and fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'duplicate',
      message: 'That email is already registered.',
      fields: { email: 'Taken' },
    });
  });

  it('answers an exhausted database pool with 503 and Retry-After, not 500', async () => {
    const database = await createTestDatabase();
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 1,
      connectionTimeoutMillis: 1000,
    });
    // Dropping the database ends its connections from the server side; that is expected here.
    pool.on('error', () => undefined);
    const busy = Fastify({ logger: false });
    await busy.register(errorsPlugin);
    const db = drizzle(pool);
    busy.get('/busy', async () => (await pool.query('select 1 as one')).rows);
    // Drizzle wraps the pool's error in its own; the cause decides.
    busy.get('/busy-orm', async () => (await db.execute(sql`select 1 as one`)).rows);
    const held = await pool.connect();
    try {
      const response = await busy.inject({ method: 'GET', url: '/busy' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({ error: 'overloaded' });
      expect((await busy.inject({ method: 'GET', url: '/busy-orm' })).statusCode).toBe(503);
    } finally {
      held.release();
      await pool.end();
      await busy.close();
      await database.drop();
    }
  });

  it('answers 503 unavailable with Retry-After while the database cannot be reached, not 500', async () => {
    // A port nothing listens on: every connection is refused, as while PostgreSQL restarts.
    const pool = new pg.Pool({
      connectionString: `postgres://nobody@127.0.0.1:${await freeLoopbackPort()}/x`,
    });
    const down = Fastify({ logger: false });
    await down.register(errorsPlugin, { retryAfterSeconds: 3 });
    down.get('/read', async () => (await drizzle(pool).execute(sql`select 1 as one`)).rows);
    down.get('/hung', async () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), {
        code: '57014',
      });
    });
    try {
      for (const url of ['/read', '/hung']) {
        const response = await down.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after'], url).toBe('3');
        expect(response.json(), url).toEqual({
          error: 'unavailable',
          message:
            'The portal cannot reach its database just now. Please try again in a few seconds.',
        });
      }
    } finally {
      await pool.end();
      await down.close();
    }
  });

  it('hides internal errors behind a generic 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('stack');
    expect(response.json()).toMatchObject({ error: 'internal' });
  });
});
