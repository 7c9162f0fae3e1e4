import { AUTH_MESSAGES, sessionResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import type { AppContext } from '../../app-deps';
import { sendError } from '../../plugins/errors';
import { AUTH_BASE_PATH } from './auth.service';
import { authWork } from './auth-async-context';
import { toBrowserSessionCookie } from './auth-cookies';
import { findAuthEndpoint } from './auth-endpoints';
import { translateAuthError } from './auth-errors';
import { deviceCookies } from './device-cookie.service';
import { authActionOf, authLimits } from './auth-rate-limits';
import { loadAuthSecret } from '../../auth-secret';
import { pendingLinkRedirect } from './google-callback.service';
import { withGoogleCallback } from './google-linking.service';

/**
 * /api/auth/*: an allowlist of Better Auth endpoints, each body checked and stripped to its known fields, rate
 * limited by address and account, and answered in our error shape with the spec's texts.
 * /api/session: who is signed in, as the web app needs it.
 */
export function authRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { config, auth, rateLimiter, resolveUser, sessionTokenOf, openStreams } = context;
  const secret = loadAuthSecret(config);
  const secure = config.publicUrl.startsWith('https://');
  const devices = deviceCookies(context.db, secret, secure);
  return async (app) => {
    app.get('/api/session', { schema: { response: { 200: sessionResponseSchema } } }, async (request) => ({
      user: await resolveUser(request.headers),
    }));

    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request, reply) => {
        const url = new URL(request.url, config.publicUrl);
        const path = url.pathname.slice(AUTH_BASE_PATH.length);
        const endpoint = findAuthEndpoint(request.method, path);
        if (!endpoint) return sendError(reply, 'not_found', 'No such API endpoint.');

        let body: Record<string, unknown> | undefined;
        if (endpoint.body) {
          const parsed = endpoint.body.safeParse(request.body ?? {});
          if (!parsed.success) return sendError(reply, 'invalid_argument', parsed.error.issues[0]!.message);
          body = parsed.data as Record<string, unknown>;
        }

        const action = authActionOf(request.method, path);
        const email = typeof body?.email === 'string' ? body.email : undefined;
        // A device its owner signed in from before has its own limit instead (device-cookie.service.ts).
        const signsIn = action === 'sign-in' || action === 'use-sign-in-link';
        const device = signsIn ? devices.presented(request.headers.cookie) : null;
        const trusted =
          action === 'sign-in' &&
          device !== null &&
          email !== undefined &&
          (await devices.trusts(device, email));
        const limits = action && !trusted ? authLimits(config, action, request.ip, email) : [];
        if (limits.length > 0) {
          const outcome = await rateLimiter.consume(limits);
          if (!outcome.allowed) {
            reply.header('retry-after', String(outcome.retryAfterSeconds));
            return sendError(reply, 'resource_exhausted', AUTH_MESSAGES.tooManyAttempts);
          }
        }

        const headers = fromNodeHeaders(request.headers);
        headers.delete('content-length');
        if (body) headers.set('content-type', 'application/json');
        const handle = () =>
          authWork(() =>
            auth.handler(
              new Request(url, {
                method: request.method,
                headers,
                body: body ? JSON.stringify(body) : undefined,
              }),
            ),
          );
        // A Google callback learns what the sign-in did to an account with the same address (google-linking.service.ts).
        const { result: response, outcome } =
          path === '/callback/google'
            ? await withGoogleCallback(handle)
            : { result: await handle(), outcome: undefined };

        for (const [name, value] of response.headers) {
          if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
        }
        const text = await response.text();
        const cookies = response.headers.getSetCookie().map(toBrowserSessionCookie);
        // A correct password, a sign-in link or a new account signed this browser in: it is a known device from
        // now on.
        const startedSession = signsIn || action === 'sign-up';
        const signedInId = startedSession && response.status === 200 ? userIdOf(safeJson(text)) : undefined;
        if (signedInId) cookies.push(await devices.issue(signedInId, device));
        const pendingLink = pendingLinkRedirect(response, outcome, secret, secure, Date.now());
        if (pendingLink) {
          reply.header('location', pendingLink.location);
          cookies.push(pendingLink.cookie);
        }
        if (cookies.length > 0) reply.header('set-cookie', cookies);

        // Signed out: that session's live-update streams in this process end now (other processes within a
        // minute, when their streams re-check the session).
        if (path === '/sign-out' && response.status === 200) {
          const token = await sessionTokenOf(request.headers);
          if (token) openStreams.endSession(token);
        }
        // A correct password is not an attempt to limit: it counts against no bucket, the owner's least of all.
        if (action === 'sign-in' && response.status === 200) await rateLimiter.release(limits);
        if (response.status >= 400) {
          const error = translateAuthError(response.status, safeJson(text));
          if (error.code === 'internal')
            request.log.error({ status: response.status, body: text }, 'auth error');
          return sendError(reply, error.code, error.message);
        }
        // Sign-in and sign-up answer with the session token in the body; the HttpOnly cookie is the only place
        // it may live, so script on the page can never read it. The app asks /api/session who signed in.
        if (path === '/sign-in/email' || path === '/sign-up/email' || path === '/sign-in-link/verify')
          return reply.status(200).send({ ok: true });
        return reply.status(response.status).send(text);
      },
    });
  };
}

/** The signed-in user's id in Better Auth's sign-in answer (`{ token, user: { id, … } }`). */
function userIdOf(json: unknown): string | undefined {
  const user = (json as { user?: { id?: unknown } } | undefined)?.user;
  return typeof user?.id === 'string' ? user.id : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
