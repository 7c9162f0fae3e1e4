import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session';

/**
 * Login and signup are for visitors: a signed-in user goes to `to`, replacing this history entry. This is also
 * how those pages leave after a successful sign-in: they refresh the session and this redirect follows, so the
 * next page (often behind the login guard) already sees the user.
 *
 * While the session is unknown the page is laid out but invisible (and out of the tab order), so it holds its
 * place: nothing moves when it appears, and a signed-in user never sees a form flash before the redirect.
 */
export function GuestOnly({ to, children }: { to: string; children: ReactNode }) {
  const { status } = useSession();
  if (status === 'signed-in') return <Navigate to={to} replace />;
  const loading = status === 'loading';
  return (
    <div className={loading ? 'invisible' : undefined} aria-busy={loading}>
      {loading ? (
        <span role="status" className="sr-only">
          Loading…
        </span>
      ) : null}
      {children}
    </div>
  );
}
