import type { SessionUser, Site } from '@portal/contract';
import { saveSession } from '../lib/storage';
import { communitySite, sessionToken } from './fixtures';
import { json, stubFetch, type FetchRoutes } from './stub-fetch';

/** Stores a session as a sign-in would, before the app renders. */
export function storeSession(user: SessionUser): void {
  saveSession({ token: sessionToken, isAdmin: user.isAdmin });
}

/**
 * A signed-in `user` on `site`: their session stored as a sign-in would, the shell's two calls
 * (the site, the user) answered, then `routes` (which may override either).
 */
export function stubSignedIn(
  user: SessionUser,
  routes: FetchRoutes = {},
  site: Site = communitySite,
) {
  storeSession(user);
  return stubFetch({
    'GET /api/site': () => json(site),
    'GET /api/auth/user': () => json(user),
    ...routes,
  });
}
