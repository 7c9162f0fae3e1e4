import { GENERIC_MESSAGES, LEARNING_MESSAGES, type SessionUser } from '@teachloop/shared';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../app-error';

/** Who a request's session belongs to, or null. The app passes auth's resolver in: plugins know no feature. */
export type ResolveUser = (headers: IncomingHttpHeaders) => Promise<SessionUser | null>;

const users = new WeakMap<FastifyRequest, SessionUser>();

/**
 * An onRequest hook that answers 401 `unauthenticated` unless the request carries a live session. It runs
 * before the body is parsed or validated, so a signed-out caller learns nothing about input rules.
 */
export function requireUser(
  { resolveUser }: { resolveUser: ResolveUser },
  message: string = LEARNING_MESSAGES.signInRequired,
): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await resolveUser(request.headers);
    if (!user) throw new AppError('unauthenticated', message);
    users.set(request, user);
  };
}

/**
 * An onRequest hook for moderation routes: a moderator's session passes; anyone else, signed in or not, gets the
 * same 404 as a route that does not exist, so the moderation surface is not advertised.
 */
export function requireModerator({ resolveUser }: { resolveUser: ResolveUser }): onRequestAsyncHookHandler {
  return async (request) => {
    const user = await resolveUser(request.headers);
    if (!user?.moderator) throw new AppError('not_found', GENERIC_MESSAGES.notFound);
    users.set(request, user);
  };
}

/** The user requireUser (or requireModerator) admitted. Throws if a route forgot the hook: a bug, never a user's mistake. */
export function userOf(request: FastifyRequest): SessionUser {
  const user = users.get(request);
  if (!user) throw new Error(`${request.routeOptions.url ?? request.url} is missing the requireUser hook`);
  return user;
}
