import { invitesResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { getInvites } from './invites.service';

/** The signed-in user's own invite link and the friends it brought. */
export function invitesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const deps = {
    db: context.db,
    publicUrl: context.config.publicUrl,
    flushWrites: context.flushWrites,
    now: context.now,
  };
  return async (app) => {
    app.addHook('onRequest', requireUser(context));

    app.get('/api/invites', { schema: { response: { 200: invitesResponseSchema } } }, async (request) =>
      getInvites(deps, userOf(request).id),
    );
  };
}
