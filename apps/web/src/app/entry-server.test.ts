import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewModule, previewPatterns, renderPreview, setApiTransport } from './entry-server';

// The server links the stylesheets of the module previewModule names, found in Vite's manifest
// by its source path: a renamed or moved screen must fail here, not lose its styles silently.
const webRoot = path.resolve(import.meta.dirname, '../..');
const routerSource = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');

describe('the pages the server renders', () => {
  it.each([
    ['/', 'src/app/routes/home-page.tsx'],
    ['/event-calendar', 'src/features/calendar/routes/event-calendar-route.tsx'],
    ['/event-details/abc-123', 'src/app/routes/event-details-page.tsx'],
  ])('%s names its screen module', (pathname, module) => {
    expect(previewModule(pathname)).toBe(module);
  });

  it('names modules that exist and that the router loads for those pages', () => {
    expect(previewPatterns.length).toBeGreaterThan(0);
    for (const pattern of previewPatterns) {
      const module = previewModule(pattern.replace(':id', 'x'))!;
      expect(existsSync(path.join(webRoot, module)), module).toBe(true);
      // router.tsx imports it relative to src/app/: './routes/home-page' or '../features/…'.
      const imported = path
        .relative(path.join(webRoot, 'src/app'), path.join(webRoot, module))
        .replace(/\.tsx$/, '');
      const specifier = imported.startsWith('.') ? imported : `./${imported}`;
      expect(routerSource, module).toContain(`import('${specifier}')`);
    }
  });

  it('leaves the other pages to the client', () => {
    for (const pathname of ['/login', '/events', '/channels', '/event-details'])
      expect(previewModule(pathname), pathname).toBeUndefined();
  });
});

describe('rendering a page on the server', () => {
  const asked: string[] = [];
  let restoreTransport = () => {};
  afterEach(() => {
    asked.length = 0;
    // Later test files in this worker call the API through fetch again.
    restoreTransport();
  });

  function answerWith(status: number, body: unknown) {
    restoreTransport = setApiTransport(
      vi.fn(async (path: string) => {
        asked.push(path);
        return Response.json(body, { status });
      }),
    );
  }

  it('declines a query parameter the screen does not read, before asking the API', async () => {
    answerWith(200, {});
    expect(await renderPreview(new URL('http://portal.test/?utm=x'))).toBeUndefined();
    expect(await renderPreview(new URL('http://portal.test/event-details/e1?x=1'))).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('declines when the screen’s data cannot be had, e.g. an unknown event', async () => {
    answerWith(404, { error: 'not_found', message: 'Event not found.' });
    expect(await renderPreview(new URL('http://portal.test/event-details/gone'))).toBeUndefined();
    expect(asked).toContain('/api/events/gone');
  });
});
