import { confirmGoogleLinkSchema, signInMethodsResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { loadAuthSecret } from '../../auth-secret';
import { confirmGoogleLink, disconnectGoogle, signInMethodsOf } from './google-link.service';
import { pendingLinkReader } from './google-pending-link';

/**
 * POST /api/google-link/confirm: the password that joins a pending Google sign-in to its account (signed out;
 * the pending link is a signed cookie from the Google callback). GET /api/account/sign-in-methods: the settings'
 * list of the user's ways in; DELETE …/google disconnects Google. Connecting from settings is Better Auth's
 * link-social (auth-endpoints.ts).
 */
export function googleLinkRoutes(context: AppContext): FastifyPluginAsyncZod {
  const readPendingLink = pendingLinkReader(loadAuthSecret(context.config));
  return async (app) => {
    app.post(
      '/api/google-link/confirm',
      { schema: { body: confirmGoogleLinkSchema } },
      async (request, reply) => {
        const link = readPendingLink(request.headers.cookie, context.now());
        const cookies = await confirmGoogleLink(context, link, request.body.password, request);
        reply.header('set-cookie', cookies);
        return reply.send({ ok: true });
      },
    );

    app.get(
      '/api/account/sign-in-methods',
      { schema: { response: { 200: signInMethodsResponseSchema } }, onRequest: requireUser(context) },
      async (request) => signInMethodsOf(context, userOf(request).id),
    );

    app.delete(
      '/api/account/sign-in-methods/google',
      { onRequest: requireUser(context) },
      async (request, reply) => {
        await disconnectGoogle(context, userOf(request).id, await context.sessionTokenOf(request.headers));
        return reply.status(204).send();
      },
    );
  };
}
