/** The part of a router match this needs: the route's own path (absent on layouts and index routes). */
export interface MatchedRoute {
  route: { path?: string | undefined };
}

/**
 * The matched route as a pattern (`/event-details/:id`), never the address itself, so a report
 * carries no ids, query strings or tokens. Nested relative paths are joined; the catch-all
 * (not found) is `/*`.
 */
export function routePattern(matches: readonly MatchedRoute[]): string {
  let pattern = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/')
      ? route.path
      : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern === '' ? '/' : pattern;
}
