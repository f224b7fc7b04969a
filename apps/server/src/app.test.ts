import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/test-app';

describe('platform HTTP behaviour', () => {
  const ctx = useTestApp();

  it('reports a reachable database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('cuts off a client that takes more than two minutes to send its request', () => {
    expect(ctx.app.server.requestTimeout).toBe(120_000);
  });

  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    for (const url of ['/api/nothing-here', '/api/events/../nope', '/api']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: 'not_found' });
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/api/unknown', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('sends a page security headers, a CSP without inline scripts, and a request id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/about' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Our own scripts and Razorpay's Checkout (donations); never inline or eval.
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com(;|$)/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends an API answer the API's headers: nothing in it loads, runs, is framed or sniffed", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/site' });
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The API's documentation is a page, with a page's policy.
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(String(docs.headers['content-security-policy'])).not.toContain("default-src 'none'");
  });

  it('does not let a client choose its request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/site',
      headers: { 'request-id': 'forged', 'x-request-id': 'forged' },
    });
    expect(response.headers['x-request-id']).not.toBe('forged');
  });

  it('compresses large responses for clients that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes OpenAPI built from the contract schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/health']).toBeDefined();
    expect(document.paths['/api/site'].get.responses['200']).toBeDefined();
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
