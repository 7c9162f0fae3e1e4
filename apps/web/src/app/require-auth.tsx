import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/page';
import { useSession } from '../lib/session';

/**
 * The login guard of the spec: 'Loading…' while the session is unknown, then /login (replacing this history
 * entry, so Back does not bounce into the guard again) or the page. The whole location travels in state so
 * login can return to the same path, query and hash.
 */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Loading…" />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
