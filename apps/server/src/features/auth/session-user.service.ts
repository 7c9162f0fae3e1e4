import type { SessionUser } from '@teachloop/shared';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Db } from '../../db/database';
import { findProfileCard } from '../profile/profile.repo';
import type { Auth } from './auth';

/**
 * The signed-in user of a request, or null. Reads the session through Better Auth (which checks expiry and
 * slides it), then the profile for the display name and photo the app shows.
 */
export async function getSessionUser(
  auth: Auth,
  db: Db,
  headers: IncomingHttpHeaders,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
  if (!session) return null;
  const profile = await findProfileCard(db, session.user.id);
  return {
    id: session.user.id,
    email: session.user.email,
    displayName: profile?.displayName ?? (session.user.name || null),
    photoURL: profile?.photoURL ?? session.user.image ?? null,
  };
}
