import { Navigate, Outlet, useLocation } from 'react-router';
import { loginHref } from '../../lib/paths';
import { useSession } from '../../lib/session';

/**
 * Layout route for screens that need a session (spec §6 /profile; DESIGN §5.15 the rest).
 * Visitors go to /login, which brings them back here afterwards. The server enforces access;
 * this only avoids showing a screen that cannot work.
 */
export function RequireSignIn() {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  if (!isLoggedIn) return <Navigate to={loginHref(pathname + search)} replace />;
  return <Outlet />;
}
