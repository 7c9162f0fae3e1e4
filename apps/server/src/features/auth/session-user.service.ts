import type { SessionUser } from '@teachloop/shared';
import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Auth } from './auth.service';
import { isSuspendedNow } from '../moderation/suspension-status.service';
import { deleteSessionByToken, findSessionByToken, slideSession } from './session.repo';
import { signedCookieReader } from './signed-cookie';

export interface Sessions {
  /** The signed-in user of a request, or null. */
  resolveUser: (headers: IncomingHttpHeaders) => Promise<SessionUser | null>;
  /** The session token of a request's validly signed cookie (whether or not the session is still alive). */
  sessionTokenOf: (headers: IncomingHttpHeaders) => Promise<string | null>;
  /** A Set-Cookie value that removes the session cookie from the browser (after its session was deleted). */
  removedSessionCookie: () => Promise<string>;
}

/**
 * The signed-in user of a request, or null: the hot path of every authenticated request. It does what Better
 * Auth's getSession does for our configuration (signed cookie, session row, expiry, sliding refresh once per
 * `updateAge`), reading the cookie name, secret and lifetimes from Better Auth's own context so the two never
 * disagree, but in one indexed read instead of the library's endpoint stack. No session is cached (only the
 * cookie's signature check is remembered): sign-out, reset and revocation delete the row, and the next
 * request, in any process, sees it gone.
 */
export function createSessions(auth: Auth, db: Db, config: Config): Sessions {
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    cookieOptions: context.authCookies.sessionToken.attributes,
    readSessionCookie: signedCookieReader(context.authCookies.sessionToken.name, context.secret),
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));
  const postgres = config.database.kind === 'postgres';

  const sessionTokenOf = async (headers: IncomingHttpHeaders) => {
    const { readSessionCookie } = await settings;
    return readSessionCookie(headers.cookie);
  };

  const resolveUser = async (headers: IncomingHttpHeaders): Promise<SessionUser | null> => {
    const { expiresInMs, updateAgeMs } = await settings;
    const token = await sessionTokenOf(headers);
    if (!token) return null;
    const row = await findSessionByToken(db, token);
    if (!row) return null;
    // The real clock, as Better Auth's own session writes use (not the services' injectable one).
    const at = Date.now();
    const expiresAt = new Date(row.expiresAt).getTime();
    if (!(expiresAt > at)) {
      await deleteSessionByToken(db, token);
      return null;
    }
    // Suspending ends every session; a session somehow left (another process mid-sign-in) is still signed out.
    if (isSuspendedNow(row, at)) return null;
    if (expiresAt - expiresInMs + updateAgeMs <= at) {
      await slideSession(db, token, new Date(at + expiresInMs), new Date(at), postgres);
    }
    return {
      id: row.userId,
      email: row.email,
      displayName: row.displayName ?? (row.name || null),
      photoURL: row.photoURL ?? row.image ?? null,
      emailVerified: Boolean(row.emailVerified),
      moderator: Boolean(row.moderator),
    };
  };

  const removedSessionCookie = async () => {
    const { cookieName, cookieOptions } = await settings;
    const secure = cookieOptions.secure ? '; Secure' : '';
    return `${cookieName}=; Max-Age=0; Path=${cookieOptions.path ?? '/'}; HttpOnly; SameSite=Lax${secure}`;
  };

  return { resolveUser, sessionTokenOf, removedSessionCookie };
}
