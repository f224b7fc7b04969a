import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../db/database-errors';
import { errorsPlugin } from './errors';
import { markDegraded, publicCachePlugin } from './public-cache';

/** The cache in front of a list that fails as the database does when `down` is set. */
async function outageApp() {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin, { retryAfterSeconds: 3 });
  await app.register(publicCachePlugin, { ttlMs: 0 });
  const state = { down: false, value: 'before', calls: 0 };
  const read = async () => {
    state.calls += 1;
    if (state.down) throw new Error('Failed query', { cause: new DatabaseUnavailableError() });
    return { value: state.value, text: 'x'.repeat(2_000) };
  };
  app.get('/list', { config: { publicCache: true } }, read);
  app.get('/never-read', { config: { publicCache: true } }, read);
  app.get('/page', { config: { publicCache: true } }, async (request, reply) => {
    if (state.down) markDegraded(request); // rendered without its data: the plain page
    return reply.type('text/html').send(state.down ? '<p>plain</p>' : `<p>${state.value}</p>`);
  });
  app.post('/change', async () => {
    state.value = 'after';
    return {};
  });
  await app.ready();
  return { app, state };
}

describe('stale-if-error: the last good copy while the database is down', async () => {
  const { app, state } = await outageApp();
  afterAll(() => app.close());
  const pause = () => new Promise((resolve) => setTimeout(resolve, 2));

  it('serves visitors and signed-in callers the last good copy, marked, never stored by a browser', async () => {
    const good = await app.inject({ url: '/list' });
    await app.inject({ method: 'POST', url: '/change' }); // a change: the copy is no longer fresh
    await pause();
    state.down = true;
    for (const headers of [{}, { authorization: 'Bearer some-member' }]) {
      const stale = await app.inject({ url: '/list', headers });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(good.body);
      expect(stale.headers['x-portal-stale']).toBe('database-unavailable');
      expect(stale.headers['cache-control']).toBe('no-store');
      expect(Number(stale.headers.age)).toBeGreaterThanOrEqual(0);
      expect(stale.headers['retry-after']).toBeUndefined();
      expect(stale.headers.etag).toBeUndefined();
    }
    const compressed = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(good.body);
    state.down = false;
    const fresh = await app.inject({ url: '/list' });
    expect(fresh.json()).toMatchObject({ value: 'after' });
    expect(fresh.headers['x-portal-stale']).toBeUndefined();
  });

  it('answers 503 unavailable with Retry-After where it has no copy', async () => {
    state.down = true;
    const response = await app.inject({ url: '/never-read' });
    state.down = false;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('3');
    expect(response.json()).toMatchObject({ error: 'unavailable' });
  });

  it('gives a page made without the database its last good copy, or marks it and keeps no copy', async () => {
    const good = await app.inject({ url: '/page' });
    await pause();
    state.down = true;
    const stale = await app.inject({ url: '/page' });
    expect(stale.body).toBe(good.body);
    expect(stale.headers['x-portal-stale']).toBe('database-unavailable');
    const unseen = await app.inject({ url: '/page?month=2026-12' });
    expect(unseen.body).toBe('<p>plain</p>');
    expect(unseen.headers['x-portal-stale']).toBe('database-unavailable');
    state.down = false;
    // The plain page was not kept: the next visitor gets the real one.
    expect((await app.inject({ url: '/page?month=2026-12' })).body).toBe('<p>after</p>');
  });
});
