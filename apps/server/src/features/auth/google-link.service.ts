import { AUTH_MESSAGES, SIGN_IN_METHOD_MESSAGES, type SignInMethods } from '@teachloop/shared';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import { authWork } from './auth-async-context';
import { openedSessionToken, toBrowserSessionCookie } from './auth-cookies';
import { translateAuthError } from './auth-errors';
import { authLimits } from './auth-rate-limits';
import { GOOGLE_PROVIDER_ID } from './auth.service';
import { endCredentials } from './credential-change.service';
import {
  deleteGoogleAccount,
  findLocalUser,
  googleAccountOwner,
  insertGoogleAccount,
  PASSWORD_PROVIDER_ID,
  providersOf,
} from './google-link.repo';
import { clearedPendingLinkCookie, type PendingLink } from './google-pending-link';

type LinkDeps = Pick<AppContext, 'auth' | 'config' | 'db' | 'openStreams' | 'rateLimiter'>;

/**
 * Turns a pending Google link into a linked Google account once the account's password is proved: the password
 * signs in through Better Auth (limited and answered like sign-in), then Google is added to that account, a
 * credential change: every other session and every outstanding link of the account ends.
 * Returns the Set-Cookie lines: the new session, and the pending link cleared.
 */
export async function confirmGoogleLink(
  { auth, config, db, openStreams, rateLimiter }: LinkDeps,
  link: PendingLink | null,
  password: string,
  request: { headers: IncomingHttpHeaders; ip: string },
): Promise<string[]> {
  const secure = config.publicUrl.startsWith('https://');
  const local = link ? await findLocalUser(db, link.email) : undefined;
  if (!link || local?.id !== link.userId)
    throw new AppError('invalid_argument', SIGN_IN_METHOD_MESSAGES.linkExpired);
  // Linked already by this very link (a second submit): the password still signs in, nothing more.
  const owner = await googleAccountOwner(db, link.providerId, link.subject);
  if (owner && owner !== link.userId)
    throw new AppError('conflict', SIGN_IN_METHOD_MESSAGES.googleTakenElsewhere);
  // Another Google account was linked meanwhile: start again from Google.
  if (!owner && local.providers.includes(GOOGLE_PROVIDER_ID))
    throw new AppError('invalid_argument', SIGN_IN_METHOD_MESSAGES.linkExpired);

  const limits = authLimits(config, 'sign-in', request.ip, link.email);
  const outcome = await rateLimiter.consume(limits);
  if (!outcome.allowed) throw new AppError('resource_exhausted', AUTH_MESSAGES.tooManyAttempts);
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  const response = await authWork(() =>
    auth.api.signInEmail({ body: { email: link.email, password }, headers, asResponse: true }),
  );
  if (!response.ok) {
    const error = translateAuthError(response.status, await response.json().catch(() => undefined));
    throw new AppError(error.code, error.message);
  }
  await rateLimiter.release(limits);
  const postgres = config.database.kind === 'postgres';
  if (!owner) {
    await insertGoogleAccount(db, link, new Date(), postgres);
    const session = await openedSessionToken(response);
    (await endCredentials(db, openStreams, link.userId, { session }))();
  }
  return [...response.headers.getSetCookie().map(toBrowserSessionCookie), clearedPendingLinkCookie(secure)];
}

/** The signed-in user's ways in. */
export async function signInMethodsOf({ config, db }: Pick<AppContext, 'config' | 'db'>, userId: string) {
  const providers = await providersOf(db, userId);
  const methods: SignInMethods = {
    password: providers.includes(PASSWORD_PROVIDER_ID),
    google: providers.includes(GOOGLE_PROVIDER_ID),
    googleAvailable: Boolean(config.google),
  };
  return methods;
}

/**
 * Disconnects Google, unless it is the only way in left (then 409, and nothing changes): a credential change, so
 * every other session and every outstanding link of the account ends; the browser that asked stays signed in.
 */
export async function disconnectGoogle(
  { db, openStreams }: Pick<AppContext, 'db' | 'openStreams'>,
  userId: string,
  currentSession: string | null,
) {
  const providers = await providersOf(db, userId);
  if (!providers.includes(GOOGLE_PROVIDER_ID)) return;
  if (!providers.some((provider) => provider !== GOOGLE_PROVIDER_ID))
    throw new AppError('conflict', SIGN_IN_METHOD_MESSAGES.lastMethod);
  const endStreams = await db.transaction().execute(async (trx) => {
    await deleteGoogleAccount(trx, userId, GOOGLE_PROVIDER_ID);
    return endCredentials(trx, openStreams, userId, { session: currentSession });
  });
  endStreams();
}

/**
 * Better Auth added a sign-in method to a user (its link from settings, `link-social`): when the user had another
 * way in already, that is connecting Google to an existing account, a credential change; the browser that
 * connected stays signed in. (A first sign-in with Google makes a user with that one method: nothing to end.)
 */
export async function accountLinked(
  { db, openStreams, sessionTokenOf }: Pick<AppContext, 'db' | 'openStreams' | 'sessionTokenOf'>,
  userId: string,
  providerId: string,
  cookie: string | undefined,
) {
  const providers = await providersOf(db, userId);
  if (!providers.some((provider) => provider !== providerId)) return;
  const session = await sessionTokenOf({ cookie });
  (await endCredentials(db, openStreams, userId, { session }))();
}
