import { unsubscribeBodySchema, unsubscribeQuerySchema, unsubscribeResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { loadAuthSecret } from '../../auth-secret';
import { unsubscribe } from './notifications.service';

/**
 * POST /api/unsubscribe?u=&k=&t=: an e-mail's one-click unsubscribe, without signing in. The signed query names
 * one user and one kind; it switches that kind to in-app only (or back to e-mail with `{ resubscribe: true }`,
 * the page's Undo). Mail clients POST `List-Unsubscribe=One-Click` as a form (RFC 8058): this plugin alone
 * accepts that body type, and ignores its content.
 */
export function unsubscribeRoutes(context: AppContext): FastifyPluginAsyncZod {
  const secret = loadAuthSecret(context.config);
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    app.post(
      '/api/unsubscribe',
      {
        schema: {
          querystring: unsubscribeQuerySchema,
          body: unsubscribeBodySchema,
          response: { 200: unsubscribeResponseSchema },
        },
      },
      async (request) =>
        unsubscribe(context.db, secret, request.query, { resubscribe: request.body?.resubscribe === true }),
    );
  };
}
