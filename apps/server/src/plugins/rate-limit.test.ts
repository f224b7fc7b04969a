import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { internalRequestHeader, internalRequestSecret } from './internal-requests';

const hit = (app: ReturnType<typeof useTestApp>['app'], forwardedFor: string) =>
  app.inject({ method: 'GET', url: '/api/site', headers: { 'x-forwarded-for': forwardedFor } });

describe('rate limit without a trusted proxy (the default)', () => {
  const ctx = useTestApp({ RATE_LIMIT_MAX: '3' });

  it('limits by the connection address; a spoofed X-Forwarded-For does not reset it', async () => {
    for (let i = 0; i < 3; i++) expect((await hit(ctx.app, `10.0.0.${i}`)).statusCode).toBe(200);
    const limited = await hit(ctx.app, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(limited.json().message).toMatch(/Too many requests/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('never limits the health check (load balancers poll it)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('never limits the app’s pages and files, only the API', async () => {
    // The API is used up for this address by now; a page view's many files still load.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/site' })).statusCode).toBe(429);
    for (let i = 0; i < 10; i++)
      expect((await ctx.app.inject({ method: 'GET', url: '/events' })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/donate/failed', payload: {} })).statusCode,
    ).toBe(429);
  });

  it('never limits the server’s own calls (a page’s first-screen render), which no one can fake', async () => {
    const asServer = { [internalRequestHeader]: internalRequestSecret };
    for (let i = 0; i < 5; i++) {
      const own = await ctx.app.inject({ method: 'GET', url: '/api/site', headers: asServer });
      expect(own.statusCode).toBe(200);
    }
    const guessed = { [internalRequestHeader]: 'a-guess' };
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/site', headers: guessed })).statusCode,
    ).toBe(429);
  });
});

describe('rate limit behind a trusted proxy', () => {
  const ctx = useTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: 'true' });

  it('keys on the forwarded client address', async () => {
    expect((await hit(ctx.app, '203.0.113.1')).statusCode).toBe(200);
    expect((await hit(ctx.app, '203.0.113.1')).statusCode).toBe(200);
    expect((await hit(ctx.app, '203.0.113.1')).statusCode).toBe(429);
    expect((await hit(ctx.app, '203.0.113.2')).statusCode).toBe(200);
  });
});

// Redis is optional for the product; this runs where the machine has one (CI sets TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('rate limit with a Redis store', () => {
  const ctx = useTestApp({
    RATE_LIMIT_MAX: '2',
    TRUST_PROXY: 'true',
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
  });

  it('counts in Redis, shared by every process', async () => {
    const client = `198.51.100.${Math.floor(Math.random() * 250)}`;
    expect((await hit(ctx.app, client)).statusCode).toBe(200);
    expect((await hit(ctx.app, client)).statusCode).toBe(200);
    expect((await hit(ctx.app, client)).statusCode).toBe(429);
  });
});
