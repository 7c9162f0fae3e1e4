import { feedbackListQuerySchema, feedbackListResponseSchema, LIST_CAP } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { listFeedbackToGive } from './feedback.service';

/** GET /api/feedback: feedback requests the signed-in user is asked to give, newest first. */
export function feedbackRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(context));
    app.get(
      '/api/feedback',
      { schema: { querystring: feedbackListQuerySchema, response: { 200: feedbackListResponseSchema } } },
      async (request) => ({
        feedback: await listFeedbackToGive(context.db, userOf(request).id, request.query.limit ?? LIST_CAP),
      }),
    );
  };
}
