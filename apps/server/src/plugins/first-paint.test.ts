import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../test/scratch-dirs';
import { DatabaseUnavailableError } from '../db/database-errors';
import { errorsPlugin } from './errors';
import { publicCachePlugin } from './public-cache';
import { spaPlugin } from './spa';

// What Vite writes: the entry's tags in index.html, the chunks' links in the manifest.
const indexHtml =
  '<!doctype html><html lang="en"><head><title>Portal</title><script src="/theme-init.js"></script>' +
  '<script type="module" crossorigin src="/assets/shell-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/shell-1.css">' +
  '</head><body><div id="root"></div></body></html>';

const manifest = {
  'src/home-page.tsx': {
    file: 'assets/home-page-1.js',
    css: ['assets/home-page-1.css'],
    imports: ['_shell-1.js', '_event-list-1.js'],
  },
  '_event-list-1.js': { file: 'assets/event-list-1.js', css: ['assets/carousel-1.css'] },
  '_shell-1.js': { file: 'assets/shell-1.js', css: ['assets/shell-1.css'] },
  'src/i18n/fonts/hi.ts': { file: 'assets/hi-1.js', css: ['assets/hi-1.css'] },
  'src/login-route.tsx': {
    file: 'assets/login-route-1.js',
    css: ['assets/login-route-1.css'],
    imports: ['_shell-1.js'],
  },
  'src/all-mantine-styles.ts': {
    file: 'assets/all-mantine-styles-1.js',
    css: ['assets/all-mantine-styles-1.css'],
  },
};
const hindiFontCss =
  "@font-face{font-family:'Noto Sans Devanagari';src:url(/assets/devanagari-400-1.woff2) format('woff2')}";

// A stand-in for apps/web's server bundle with the same exports: it asks the API, as the real
// one does, and can fail or decline.
const serverBundle = `
let transport;
export const previewPatterns = ['/', '/event-details/:id', '/login'];
export const previewModules = (pathname) =>
  pathname === '/' ? ['src/home-page.tsx']
    : pathname === '/login' ? ['src/login-route.tsx', 'src/all-mantine-styles.ts']
    : [];
export const setApiTransport = (next) => { transport = next; };
export const fontModule = (language) => 'src/i18n/fonts/' + language + '.ts';
export async function renderPreview(url, language) {
  if (url.pathname === '/event-details/broken') throw new Error('render failed');
  if (url.pathname === '/event-details/moved') return undefined;
  if (url.pathname === '/event-details/dollars')
    return { html: "<p>Entry: $5 ($& and $' are text)</p>", queries: {} };
  const site = await (await transport('/api/site', { method: 'GET' })).json();
  return {
    html: '<title>Home · ' + site.name + '</title><h1>' + site.name + '</h1>' +
      (language === 'en' ? '' : '<p>in ' + language + '</p>'),
    queries: { site, note: '</script><script>alert(1)</script>' },
  };
}`;

function builtWebApp() {
  const web = scratchDir('portal-first-paint-');
  const dist = path.join(web, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(web, 'dist-ssr'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'hi-1.css'), hindiFontCss);
  writeFileSync(path.join(web, 'dist-ssr', 'entry-server.js'), serverBundle);
  return dist;
}

describe('visitors’ first screens rendered on the server', async () => {
  const app = Fastify({ logger: false });
  app.get('/api/site', async () => ({ name: 'Riverside Alumni' }));
  await app.register(spaPlugin, { webDistDir: builtWebApp() });
  await app.ready();
  afterAll(() => app.close());

  const page = (url: string) => app.inject({ method: 'GET', url });

  it('puts the rendered screen, from the API’s answers, into the page', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<div id="root" inert aria-hidden="true"><h1>Riverside Alumni</h1></div>',
    );
  });

  it('names the page in the head with the screen’s title', async () => {
    const { body } = await page('/');
    expect(body).toContain('<head><title>Home · Riverside Alumni</title><script');
    expect(body.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps the rendered text exactly, dollar signs included', async () => {
    const { body } = await page('/event-details/dollars');
    expect(body).toContain(
      '<div id="root" inert aria-hidden="true"><p>Entry: $5 ($& and $\' are text)</p></div>',
    );
  });

  it('hands the client the answers, with nothing that could end the script element', async () => {
    const { body } = await page('/');
    const data = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(
      body,
    );
    expect(data?.[1]).not.toContain('<');
    expect(JSON.parse(data![1]!)).toEqual({
      site: { name: 'Riverside Alumni' },
      note: '</script><script>alert(1)</script>',
    });
  });

  it('starts no script before the first paint, and lists them for theme-init.js instead', async () => {
    const { body } = await page('/');
    expect(body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(body).toContain(
      '<meta name="portal-scripts" content="/assets/shell-1.js" ' +
        'data-preload="/assets/framework-1.js /assets/event-list-1.js /assets/home-page-1.js">',
    );
  });

  it('links the screen’s stylesheets from the start, each once', async () => {
    const { body } = await page('/');
    const styles = [...body.matchAll(/rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(styles).toEqual([
      '/assets/shell-1.css',
      '/assets/carousel-1.css',
      '/assets/home-page-1.css',
    ]);
  });

  it('links every module’s stylesheets for a screen outside the first visit, and starts its chunks', async () => {
    const { body } = await page('/login');
    const styles = [...body.matchAll(/rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(styles).toEqual([
      '/assets/shell-1.css',
      '/assets/login-route-1.css',
      '/assets/all-mantine-styles-1.css',
    ]);
    expect(body).toContain(
      'data-preload="/assets/framework-1.js /assets/login-route-1.js /assets/all-mantine-styles-1.js"',
    );
  });

  it('serves the plain page when the render fails or declines', async () => {
    for (const url of ['/event-details/broken', '/event-details/moved']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('leaves every other page to the client', async () => {
    expect((await page('/profile')).body).toBe(indexHtml);
  });
});

describe('first screens in the reader’s language', async () => {
  const app = Fastify({ logger: false });
  await app.register(publicCachePlugin, {});
  // An answer with words in it, as /api/site's default tagline: one copy per language.
  app.get(
    '/api/site',
    { config: { publicCache: { ttlMs: 1000, byLanguage: true } } },
    async (request) => ({
      name: request.headers.cookie === 'lang=hi' ? 'नदी किनारा' : 'Riverside',
    }),
  );
  await app.register(spaPlugin, { webDistDir: builtWebApp() });
  await app.ready();
  afterAll(() => app.close());

  const page = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });

  it('renders in the browser’s language, and keeps an English copy apart from a Hindi one', async () => {
    const hindi = await page('/', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(hindi.body).toContain('<html lang="hi">');
    expect(hindi.body).toContain('<p>in hi</p>');
    // The render asked its API in the page's language too.
    expect(hindi.body).toContain('<h1>नदी किनारा</h1>');
    expect(hindi.headers.vary).toContain('accept-language');
    const english = await page('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).not.toContain('<p>in');
    expect(english.body).toContain('<h1>Riverside</h1>');
  });

  it('follows the switcher’s cookie over the browser’s language', async () => {
    const { body } = await page('/', { 'accept-language': 'hi-IN', cookie: 'theme=dark; lang=gu' });
    expect(body).toContain('<html lang="gu">');
    expect(body).toContain('<p>in gu</p>');
  });

  it('links a Hindi page’s font faces and preloads their files, and an English page’s none', async () => {
    const hindi = await page('/', { cookie: 'lang=hi' });
    expect(hindi.body).toContain('<link rel="stylesheet" href="/assets/hi-1.css">');
    expect(hindi.body).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/devanagari-400-1.woff2">',
    );
    expect((await page('/', { cookie: 'lang=en' })).body).not.toContain('woff2');
  });

  it('serves the plain page of a client-rendered screen in the reader’s language too', async () => {
    const { body } = await page('/profile', { 'accept-language': 'gu' });
    expect(body).toBe(indexHtml.replace('<html lang="en">', '<html lang="gu">'));
  });
});

describe('first screens while the database is down', async () => {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  await app.register(publicCachePlugin, {});
  const state = { down: false, name: 'Riverside Alumni' };
  app.get('/api/site', { config: { publicCache: true } }, async () => {
    if (state.down) throw new DatabaseUnavailableError();
    return { name: state.name };
  });
  app.post('/api/site', async () => {
    state.name = 'Renamed';
    return {};
  });
  await app.register(spaPlugin, { webDistDir: builtWebApp() });
  await app.ready();
  afterAll(() => app.close());

  it('serves the page’s last good copy, or one made from the API’s last good copies, marked stale', async () => {
    const good = await app.inject({ url: '/' });
    await app.inject({ method: 'POST', url: '/api/site' }); // neither copy is fresh any more
    state.down = true;
    const stale = await app.inject({ url: '/' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(good.body);
    expect(stale.headers['x-portal-stale']).toBe('database-unavailable');
    // Never rendered before: made from the API's last good copy, and not kept.
    const fromCopies = await app.inject({ url: '/event-details/new' });
    expect(fromCopies.body).toContain('<h1>Riverside Alumni</h1>');
    expect(fromCopies.headers['x-portal-stale']).toBe('database-unavailable');
    state.down = false;
    expect((await app.inject({ url: '/event-details/new' })).body).toContain('<h1>Renamed</h1>');
  });
});
