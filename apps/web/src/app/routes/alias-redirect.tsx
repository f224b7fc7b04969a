import { Navigate, useLocation, useParams } from 'react-router';
import { paths } from '../../lib/paths';

/** Sends an alias path to its real screen, keeping any query string and hash. */
export function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** The spec's misspelt /registation/:eventId goes to /registration/:eventId (DESIGN §5.2). */
export function RegistationRedirect() {
  const { eventId = '' } = useParams();
  return <AliasRedirect to={paths.registration.href(eventId)} />;
}
