import { openReviewsQuerySchema, openReviewsResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { openReviews } from './open-reviews.service';

/** GET /api/open-reviews: the explanations taught without being asked that wait for a review (signed in). */
export function openReviewsRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(context));
    app.get(
      '/api/open-reviews',
      { schema: { querystring: openReviewsQuerySchema, response: { 200: openReviewsResponseSchema } } },
      async (request) => openReviews(context.db, userOf(request), request.query.cursor),
    );
  };
}
