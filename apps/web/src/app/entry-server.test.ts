import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewModule, previewPatterns } from './entry-server';

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
