import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderedNowKey } from '../features/events/api/get-event-lists';
import { makeEvent } from '../testing/event-fixtures';
import { communitySite } from '../testing/fixtures';
import {
  previewStylesModule,
  previewModules,
  previewPatterns,
  renderPreview,
  setApiTransport,
} from './entry-server';

// The server links the stylesheets of the modules previewModules names, found in Vite's manifest
// by its source path: a renamed or moved screen must fail here, not lose its styles silently.
const webRoot = path.resolve(import.meta.dirname, '../..');
const routerSource = readFileSync(path.join(import.meta.dirname, 'router.tsx'), 'utf8');

describe('the pages the server renders', () => {
  // Every public page (issue #18); the first-visit ones get by with the first visit's styles.
  it.each([
    ['/', 'src/app/routes/home-page.tsx', false],
    ['/events', 'src/features/events/routes/events-route.tsx', false],
    ['/upcoming-events', 'src/features/events/routes/upcoming-events-route.tsx', false],
    ['/event-calendar', 'src/features/calendar/routes/event-calendar-route.tsx', false],
    ['/event-details/abc-123', 'src/app/routes/event-details-page.tsx', false],
    ['/about', 'src/features/about/routes/about-route.tsx', false],
    ['/team', 'src/features/tournament/routes/teams-route.tsx', true],
    ['/teamdetails', 'src/features/tournament/routes/schedule-route.tsx', true],
    ['/event-details-tour', 'src/features/tournament/routes/match-center-route.tsx', true],
    ['/channels', 'src/features/channels/routes/channels-route.tsx', true],
    ['/channel/c-1', 'src/features/channels/routes/channel-route.tsx', true],
    ['/support-services', 'src/features/support/routes/support-services-route.tsx', true],
    ['/login', 'src/features/auth/routes/login-route.tsx', true],
    ['/signup', 'src/features/auth/routes/signup-route.tsx', true],
  ])('%s names its screen module', (pathname, module, allStyles) => {
    expect(previewModules(pathname)).toEqual(allStyles ? [module, previewStylesModule] : [module]);
  });

  it('names modules that exist and that the router loads for those pages', () => {
    expect(existsSync(path.join(webRoot, previewStylesModule))).toBe(true);
    expect(previewPatterns.length).toBeGreaterThan(0);
    for (const pattern of previewPatterns) {
      const module = previewModules(pattern.replace(':id', 'x'))[0]!;
      expect(existsSync(path.join(webRoot, module)), module).toBe(true);
      // router.tsx imports it relative to src/app/: './routes/home-page' or '../features/…'.
      const imported = path
        .relative(path.join(webRoot, 'src/app'), path.join(webRoot, module))
        .replace(/\.tsx$/, '');
      const specifier = imported.startsWith('.') ? imported : `./${imported}`;
      expect(routerSource, module).toContain(`import('${specifier}')`);
    }
  });

  it('leaves signed-in and other pages to the client', () => {
    for (const pathname of [
      '/profile',
      '/eventForm',
      '/donate',
      '/channel',
      '/event-details',
      '/x',
    ])
      expect(previewModules(pathname), pathname).toEqual([]);
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

  /** An API that knows the site, one event and one channel, and nothing else (404). */
  function answerAsTheApi() {
    const event = makeEvent({
      title: 'Riverside Diwali Mela',
      date: '2099-11-01T12:00:00.000Z',
      endDate: '2099-11-01T18:00:00.000Z',
    });
    const channel = {
      _id: 'c-1',
      name: 'Friday Music Circle',
      description: 'Open mics and jam sessions.',
      coverImageUrl: null,
      memberCount: 3,
      createdAt: '2026-10-01T10:00:00.000Z',
    };
    restoreTransport = setApiTransport(
      vi.fn(async (path: string) => {
        asked.push(path);
        const { pathname } = new URL(path, 'http://portal.test');
        if (pathname === '/api/site') return Response.json(communitySite);
        if (pathname === '/api/events') return Response.json([event]);
        if (pathname === '/api/channels') return Response.json([channel]);
        return Response.json({ error: 'not_found', message: 'Not found.' }, { status: 404 });
      }),
    );
  }

  it('renders /events from the lists the screen asks for, and hands over the “now” it used', async () => {
    answerAsTheApi();
    const preview = await renderPreview(new URL('http://portal.test/events'));
    expect(preview?.html).toContain('Riverside Diwali Mela');
    expect(preview?.html).toContain('<title>Events · Riverside Community</title>');
    const now = preview?.queries.queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(renderedNowKey),
    )?.state.data as string;
    // The screen keys its lists by that minute: the browser finds the answers under it.
    expect(asked).toContain(`/api/events?from=${encodeURIComponent(now)}`);
    expect(asked.some((path) => path.startsWith('/api/events?to='))).toBe(true);
  });

  it('renders the channel list with the filter the address carries', async () => {
    answerAsTheApi();
    const preview = await renderPreview(new URL('http://portal.test/channels?q=%20music%20'));
    expect(preview?.html).toContain('Friday Music Circle');
    expect(asked).toContain('/api/channels?limit=24&q=music');
  });

  it('renders the sign-in form, wherever it returns to', async () => {
    answerAsTheApi();
    const preview = await renderPreview(new URL('http://portal.test/login?next=%2Fprofile'));
    expect(preview?.html).toContain('<title>Sign in · Riverside Community</title>');
    expect(preview?.html).toMatch(/<input[^>]+type="password"/);
  });

  it('renders a tournament screen from the events list, and declines an unknown tournament', async () => {
    answerAsTheApi();
    const preview = await renderPreview(new URL('http://portal.test/team'));
    // The one event has no teams: the screen says there is no tournament yet.
    expect(preview?.html).toContain('Teams and Points Table');
    expect(asked).toContain('/api/events?order=desc');
    expect(await renderPreview(new URL('http://portal.test/team?event=gone'))).toBeUndefined();
    expect(asked).toContain('/api/events/gone/tournament');
  });

  it('declines a channel that does not exist', async () => {
    answerAsTheApi();
    expect(await renderPreview(new URL('http://portal.test/channel/gone'))).toBeUndefined();
  });
});
