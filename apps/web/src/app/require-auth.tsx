import { Navigate, Outlet, useLocation } from 'react-router';
import { PageFallback } from './layout/page-fallback';
import { useSession } from '../lib/session';
import { SessionError } from './session-error';
import { lazyComponent } from '../lib/lazy-component';

const ChooseNameStep = lazyComponent(() =>
  import('../features/profile/components/profile-settings/choose-name-step').then((m) => m.ChooseNameStep),
);

/**
 * The login guard of the spec: 'Loading…' while the session is unknown, then /login (replacing this history
 * entry, so Back does not bounce into the guard again) or the page. The whole location travels in state so
 * login can return to the same path, query and hash. A session check that failed (a 5xx, no network) is not a
 * sign-out: it shows the error with 'Try again', and the user stays where they are.
 *
 * `pageWhileLoading` lets a page lay itself out (skeletons) while the session is checked, instead of the
 * blank placeholder; such a page must start no signed-in read until the session says who is there.
 *
 * A signed-in user without a display name chooses one first ('Choose your name'), before any page.
 */
export function RequireAuth({ pageWhileLoading = false }: { pageWhileLoading?: boolean }) {
  const { status, user } = useSession();
  const location = useLocation();
  if (status === 'loading') return pageWhileLoading ? <Outlet /> : <PageFallback />;
  if (status === 'error') return <SessionError />;
  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  if (!user?.displayName?.trim()) return <ChooseNameStep />;
  return <Outlet />;
}
