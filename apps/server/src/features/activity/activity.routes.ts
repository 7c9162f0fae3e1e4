import { activityListQuerySchema, activityListResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { listOwnActivity } from './activity.service';

/**
 * GET /api/activity?type=&q=&cursor=&limit=: the signed-in user's own entries, newest first, a page at a time
 * (10 unless ?limit=, at most 50), with the type filter and search of the /activity page.
 */
export function activityRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(context));
    app.get(
      '/api/activity',
      { schema: { querystring: activityListQuerySchema, response: { 200: activityListResponseSchema } } },
      async (request) => listOwnActivity(context.db, userOf(request).id, request.query),
    );
  };
}
