import { webVitalPageSchema } from '@portal/contract';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePattern } from '../lib/web-vitals/route-pattern';
import { memberScreens } from './member-screens';
import { appRoutes } from './router';

/** Every path the router declares, joined with its parents', as the web vitals report names it. */
function declaredPatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path
      ? routePattern([{ route: { path: parent } }, { route: { path: route.path } }])
      : parent;
    return [...(route.path ? [own] : []), ...declaredPatterns(route.children ?? [], own)];
  });
}

// Every route, the signed-in screens included (the router discovers those on navigation).
const router = createMemoryRouter(appRoutes);
router.patchRoutes('screens', memberScreens);
const patternAt = (url: string) =>
  routePattern(matchRoutes(router.routes, new URL(url, 'http://localhost').pathname) ?? []);

describe('route patterns for real-user metrics', () => {
  it.each([
    ['/', '/'],
    ['/event-details/6f1c2b1e-8a44-4c55-9d2e-0a6b7c1d2e3f?tab=gallery', '/event-details/:id'],
    ['/registration/abc123', '/registration/:eventId'],
    ['/ticket?t=secret-ticket-token', '/ticket'],
    ['/members/u-42', '/members/:id'],
    ['/admin/outbox', '/admin/outbox'],
    ['/no/such/page/123', '/*'],
  ])('reports %s as %s', (url, pattern) => {
    expect(patternAt(url)).toBe(pattern);
  });

  it("names every route in a way the server's contract accepts", () => {
    const patterns = declaredPatterns(router.routes);
    expect(patterns.length).toBeGreaterThan(30);
    expect(patterns.filter((pattern) => !webVitalPageSchema.safeParse(pattern).success)).toEqual(
      [],
    );
  });
});
