import {
  communityReviewsQuerySchema,
  communityReviewsResponseSchema,
  feedbackDetailResponseSchema,
  idParamsSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { getCommunityReview, listCommunityReviews, submitCommunityReview } from './community-review.service';
import { submitReviewOptions } from './feedback.routes';

/**
 * /api/feedback/community: reviews still missing 7 days after their teach-back was completed, open to peers who
 * have the topic verified (decision 023): the list, one review's side panel, and the first review that wins.
 */
export function communityReviewRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const now = () => context.now();
  return async (app) => {
    app.addHook('onRequest', requireUser(context));
    app.get(
      '/api/feedback/community',
      {
        schema: {
          querystring: communityReviewsQuerySchema,
          response: { 200: communityReviewsResponseSchema },
        },
      },
      async (request) => listCommunityReviews(db, userOf(request).id, request.query, now()),
    );

    app.get(
      '/api/feedback/community/:id',
      { schema: { params: idParamsSchema, response: { 200: feedbackDetailResponseSchema } } },
      async (request) => ({
        feedback: await getCommunityReview(db, userOf(request).id, request.params.id, now()),
      }),
    );

    app.put('/api/feedback/community/:id/review', submitReviewOptions(context), async (request) => ({
      feedback: await submitCommunityReview(context, userOf(request), request.params.id, request.body),
    }));
  };
}
