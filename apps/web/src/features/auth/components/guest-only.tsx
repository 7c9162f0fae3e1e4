import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/page';
import { useSession } from '../../../lib/session';

/**
 * Login and signup are for visitors: a signed-in user goes to `to`, replacing this history entry. This is also
 * how those pages leave after a successful sign-in: they refresh the session and this redirect follows, so the
 * next page (often behind the login guard) already sees the user.
 */
export function GuestOnly({ to, children }: { to: string; children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <Spinner label="Loading…" />;
  if (status === 'signed-in') return <Navigate to={to} replace />;
  return children;
}
