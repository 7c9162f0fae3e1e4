import type { SessionUser } from '@teachloop/shared';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { Db } from '../../db/database';
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
  const profile = await db
    .selectFrom('profiles')
    .select(['display_name', 'photo_url'])
    .where('id', '=', session.user.id)
    .executeTakeFirst();
  return {
    id: session.user.id,
    email: session.user.email,
    displayName: profile?.display_name ?? (session.user.name || null),
    photoURL: profile?.photo_url ?? session.user.image ?? null,
  };
}
