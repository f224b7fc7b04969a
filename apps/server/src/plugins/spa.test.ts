import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../test/scratch-dirs';
import { spaPlugin } from './spa';

function builtWebApp() {
  const dir = scratchDir('portal-spa-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'theme-init.js'), 'void 0');
  return dir;
}

describe('serving the built web app', async () => {
  const app = Fastify({ logger: false });
  await app.register(spaPlugin, { webDistDir: builtWebApp() });
  await app.ready();
  afterAll(() => app.close());

  it('serves index.html for / and for client routes, never cached', async () => {
    for (const url of ['/', '/about', '/event-details/abc', '/registation/42?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates unhashed public files', async () => {
    const response = await app.inject({ method: 'GET', url: '/theme-init.js' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file or an unknown API path with 404, not the page', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/gone-123.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
    expect((await app.inject({ method: 'POST', url: '/about' })).statusCode).toBe(404);
  });
});
