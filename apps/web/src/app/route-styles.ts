import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';

// The public pages a first visit lands on get by with the styles in first-visit-styles.ts; every
// other screen loads all of Mantine's styles together with its code (once, then cached), so a
// form or an admin table never shows unstyled.
const firstVisitPaths = new Set<string>([
  paths.events,
  paths.upcomingEvents,
  paths.eventDetails.pattern,
  paths.eventCalendar,
  paths.about,
]);

// The previews' few extra styles come first (a preview links them already, see preview-styles.ts),
// then the whole sheet, so the last copy of every rule keeps Mantine's own order.
const loadAllStyles = () =>
  Promise.all([import('./preview-styles'), import('../components/all-mantine-styles')]);

/** Whether the screen at `path` (a route's pattern) gets by with the first visit's styles. */
export const hasFirstVisitStyles = (path: string) =>
  path === paths.home || firstVisitPaths.has(path);

function needsAllStyles(route: RouteObject): boolean {
  if (route.index) return false; // home
  return route.path === undefined || !firstVisitPaths.has(route.path);
}

/** `routes` with each lazy screen outside the first-visit pages also loading all styles. */
export function withScreenStyles(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const withStyles =
      typeof lazy === 'function' && needsAllStyles(route)
        ? {
            lazy: async () => {
              const [screen] = await Promise.all([lazy(), loadAllStyles()]);
              return screen;
            },
          }
        : {};
    return children
      ? { ...route, ...withStyles, children: withScreenStyles(children) }
      : { ...route, ...withStyles };
  });
}
