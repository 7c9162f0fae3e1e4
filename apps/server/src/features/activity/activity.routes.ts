import { ACTIVITY_LIMITS, activityListQuerySchema, activityListResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { listOwnActivity } from './activity.service';

/** GET /api/activity: the signed-in user's own entries, newest first (10 unless ?limit=, at most 50). */
export function activityRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(context));
    app.get(
      '/api/activity',
      { schema: { querystring: activityListQuerySchema, response: { 200: activityListResponseSchema } } },
      async (request) => ({
        activity: await listOwnActivity(
          context.db,
          userOf(request).id,
          request.query.limit ?? ACTIVITY_LIMITS.default,
        ),
      }),
    );
  };
}
