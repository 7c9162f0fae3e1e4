import {
  feedbackCountsResponseSchema,
  feedbackDetailResponseSchema,
  feedbackListQuerySchema,
  feedbackToGiveQuerySchema,
  feedbackListResponseSchema,
  idParamsSchema,
  learnerReviewListResponseSchema,
  learnerReviewResponseSchema,
  LIST_CAP,
  submitReviewResponseSchema,
  submitReviewSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { hourlyPerUser } from '../rate-limit/limited-by';
import {
  getFeedbackCounts,
  listFeedbackToGive,
  listReceivedReviews,
  listRequestedReviews,
} from './feedback.service';
import { markHelpful } from './helpful.service';
import { getReviewForReviewer, submitReview } from './review.service';

/**
 * Submitting a review, the owner's or a community reviewer's: one schema, and one hourly budget (one key per user
 * for both).
 */
export function submitReviewOptions(context: AppContext) {
  return {
    schema: {
      params: idParamsSchema,
      body: submitReviewSchema,
      response: { 200: submitReviewResponseSchema },
    },
    preHandler: hourlyPerUser(context.rateLimiter, 'review', context.config.writeLimits.reviewsPerHour),
  };
}

/**
 * /api/feedback: requests to give (as reviewer), reviews received and requested (as learner), the reviewer's
 * side panel, submitting and revising a review, and the learner's Helpful mark (docs/decisions/006).
 */
export function feedbackRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const learnerReviewsRouteSchema = {
    querystring: feedbackListQuerySchema,
    response: { 200: learnerReviewListResponseSchema },
  };
  return async (app) => {
    app.addHook('onRequest', requireUser(context));
    app.get(
      '/api/feedback',
      { schema: { querystring: feedbackToGiveQuerySchema, response: { 200: feedbackListResponseSchema } } },
      async (request) => {
        const { items, nextCursor } = await listFeedbackToGive(db, userOf(request).id, {
          limit: request.query.limit ?? LIST_CAP,
          cursor: request.query.cursor,
          pendingOnly: request.query.pending,
        });
        return { feedback: items, nextCursor };
      },
    );

    app.get(
      '/api/feedback/counts',
      { schema: { response: { 200: feedbackCountsResponseSchema } } },
      async (request) => ({
        counts: await getFeedbackCounts(db, userOf(request).id),
      }),
    );

    app.get('/api/feedback/received', { schema: learnerReviewsRouteSchema }, async (request) => {
      const { limit = LIST_CAP, cursor } = request.query;
      const { items, nextCursor } = await listReceivedReviews(db, userOf(request).id, { limit, cursor });
      return { reviews: items, nextCursor };
    });

    app.get('/api/feedback/requests', { schema: learnerReviewsRouteSchema }, async (request) => {
      const { limit = LIST_CAP, cursor } = request.query;
      const { items, nextCursor } = await listRequestedReviews(db, userOf(request).id, { limit, cursor });
      return { reviews: items, nextCursor };
    });

    app.get(
      '/api/feedback/:id',
      { schema: { params: idParamsSchema, response: { 200: feedbackDetailResponseSchema } } },
      async (request) => ({
        feedback: await getReviewForReviewer(db, userOf(request).id, request.params.id),
      }),
    );

    app.put('/api/feedback/:id/review', submitReviewOptions(context), async (request) => ({
      feedback: await submitReview(context, userOf(request), request.params.id, request.body),
    }));

    app.post(
      '/api/feedback/:id/helpful',
      { schema: { params: idParamsSchema, response: { 200: learnerReviewResponseSchema } } },
      async (request) => ({
        review: await markHelpful(context, userOf(request), request.params.id),
      }),
    );
  };
}
