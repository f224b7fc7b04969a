import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { publicCachePlugin } from './public-cache';

/** A tiny app whose handler counts its calls, so a test sees when the cache answered. */
async function countingApp(ttlMs = 60_000) {
  const app = Fastify({ logger: false });
  await app.register(publicCachePlugin, { ttlMs });
  let calls = 0;
  let value = 'first';
  app.get('/list', { config: { publicCache: true } }, async (_request, reply) => {
    calls += 1;
    reply.header('x-next-cursor', 'page-2');
    return { value, calls };
  });
  app.get('/private', async () => ({ value }));
  app.get('/big', { config: { publicCache: true } }, async () => ({ text: value.repeat(500) }));
  app.post('/change', async (request, reply) => {
    if ((request.body as { refuse?: boolean } | undefined)?.refuse) return reply.code(400).send({});
    value = 'second';
    return { ok: true };
  });
  await app.ready();
  return { app, calls: () => calls };
}

describe('public cache and ETags', async () => {
  const { app, calls } = await countingApp();
  afterAll(() => app.close());

  it('answers visitors from memory, with the headers of the answer itself', async () => {
    const first = await app.inject({ url: '/list' });
    const second = await app.inject({ url: '/list' });
    expect(first.json()).toEqual({ value: 'first', calls: 1 });
    expect(second.body).toBe(first.body);
    expect(second.headers['x-next-cursor']).toBe('page-2');
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(calls()).toBe(1);
  });

  it('never shares an answer with a signed-in caller, and marks theirs private', async () => {
    const before = calls();
    const response = await app.inject({ url: '/list', headers: { authorization: 'Bearer x' } });
    expect(calls()).toBe(before + 1);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 304 with no body to a matching If-None-Match, from memory or not', async () => {
    const first = await app.inject({ url: '/list' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const cached = await app.inject({ url: '/list', headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const plain = await app.inject({ url: '/private' });
    const again = await app.inject({
      url: '/private',
      headers: { 'if-none-match': `"other", ${String(plain.headers.etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await app.inject({ url: '/list', headers: { 'if-none-match': '"x"' } })).statusCode,
    ).toBe(200);
  });

  it('compresses a shared answer once and serves the same bytes to the next visitor', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate' };
    const first = await app.inject({ url: '/big', headers });
    const second = await app.inject({ url: '/big', headers });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(first.rawPayload).toString()).toBe(plain.body);
  });

  it('forgets everything after a change, but not after a refused one', async () => {
    await app.inject({ url: '/list' });
    const before = calls();
    await app.inject({ method: 'POST', url: '/change', payload: { refuse: true } });
    await app.inject({ url: '/list' });
    expect(calls()).toBe(before);
    await app.inject({ method: 'POST', url: '/change', payload: {} });
    const fresh = await app.inject({ url: '/list' });
    expect(fresh.json()).toMatchObject({ value: 'second' });
    expect(calls()).toBe(before + 1);
  });
});

describe('public cache lifetime', () => {
  it('asks the handler again once the copy is older than the TTL', async () => {
    const { app, calls } = await countingApp(0);
    await app.inject({ url: '/list' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await app.inject({ url: '/list' });
    expect(calls()).toBe(2);
    await app.close();
  });

  it('keeps a route’s copy for the TTL the route sets instead', async () => {
    const app = Fastify({ logger: false });
    await app.register(publicCachePlugin, { ttlMs: 0 });
    let calls = 0;
    app.get('/page', { config: { publicCache: { ttlMs: 60_000 } } }, async () => ({
      calls: ++calls,
    }));
    await app.ready();
    await app.inject({ url: '/page' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect((await app.inject({ url: '/page' })).json()).toEqual({ calls: 1 });
    await app.close();
  });
});

/** An app whose handler waits until the test lets it answer, to line visitors up behind it. */
async function gatedApp({ ttlMs = 60_000, maxStaleMs = 5_000 } = {}) {
  const app = Fastify({ logger: false });
  await app.register(publicCachePlugin, { ttlMs, maxStaleMs });
  let calls = 0;
  let status = 200;
  let open: () => void = () => undefined;
  let gate = Promise.resolve();
  app.get('/slow', { config: { publicCache: true } }, async (_request, reply) => {
    calls += 1;
    const call = calls;
    const code = status;
    await gate;
    return reply.code(code).send({ call });
  });
  await app.ready();
  return {
    app,
    calls: () => calls,
    close() {
      gate = new Promise((resolve) => (open = resolve));
    },
    open: () => open(),
    answerWith(code: number) {
      status = code;
    },
  };
}

/** Resolves once the handler has been entered `count` times (the lead is inside it). */
async function handlerEntered(calls: () => number, count: number) {
  while (calls() < count) await new Promise((resolve) => setImmediate(resolve));
}

describe('one computation per URL at a time', () => {
  it('makes visitors arriving during a miss wait for the one answer being computed', async () => {
    const gated = await gatedApp();
    gated.close();
    const answers = Array.from({ length: 5 }, () => gated.app.inject({ url: '/slow' }));
    await handlerEntered(gated.calls, 1);
    gated.open();
    const bodies = (await Promise.all(answers)).map((answer) => answer.json());
    expect(bodies).toEqual(Array.from({ length: 5 }, () => ({ call: 1 })));
    expect(gated.calls()).toBe(1);
    await gated.app.close();
  });

  it('hands out the expired copy while one visitor computes its successor', async () => {
    const gated = await gatedApp({ ttlMs: 0 });
    await gated.app.inject({ url: '/slow' });
    await new Promise((resolve) => setTimeout(resolve, 2));
    gated.close();
    const refreshing = gated.app.inject({ url: '/slow' });
    await handlerEntered(gated.calls, 2);
    const meanwhile = await gated.app.inject({ url: '/slow' });
    expect(meanwhile.json()).toEqual({ call: 1 });
    gated.open();
    expect((await refreshing).json()).toEqual({ call: 2 });
    expect(gated.calls()).toBe(2);
    await gated.app.close();
  });

  it('stops handing out an expired copy past maxStaleMs: visitors wait for the new one', async () => {
    // A TTL long enough that the new copy is still fresh for a visitor arriving after it.
    const gated = await gatedApp({ ttlMs: 200, maxStaleMs: 0 });
    await gated.app.inject({ url: '/slow' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    gated.close();
    const refreshing = gated.app.inject({ url: '/slow' });
    await handlerEntered(gated.calls, 2);
    const waiting = gated.app.inject({ url: '/slow' });
    gated.open();
    expect((await waiting).json()).toEqual({ call: 2 });
    expect((await refreshing).json()).toEqual({ call: 2 });
    await gated.app.close();
  });

  it('lets the waiting visitors ask for themselves when the answer ahead of them fails', async () => {
    const gated = await gatedApp();
    gated.answerWith(503);
    gated.close();
    const failing = gated.app.inject({ url: '/slow' });
    await handlerEntered(gated.calls, 1);
    const waiting = gated.app.inject({ url: '/slow' });
    gated.answerWith(200);
    gated.open();
    expect((await failing).statusCode).toBe(503);
    const answer = await waiting;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ call: 2 });
    await gated.app.close();
  });
});
