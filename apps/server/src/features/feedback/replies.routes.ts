import {
  idParamsSchema,
  replyBodySchema,
  replyListResponseSchema,
  replyResponseSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { hourlyPerUser } from '../rate-limit/limited-by';
import { editReply, listThread, postReply, removeReply } from './replies.service';

/**
 * The reply thread under a review: read and written by the review's learner and reviewer only. A
 * thread holds at most REPLY_LIMITS.perThread replies (200), so GET answers all of it, oldest first.
 */
export function replyRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.addHook('onRequest', requireUser(context));

    app.get(
      '/api/feedback/:id/replies',
      { schema: { params: idParamsSchema, response: { 200: replyListResponseSchema } } },
      async (request) => ({ replies: await listThread(db, userOf(request), request.params.id) }),
    );

    app.post(
      '/api/feedback/:id/replies',
      {
        schema: { params: idParamsSchema, body: replyBodySchema, response: { 201: replyResponseSchema } },
        preHandler: hourlyPerUser(context.rateLimiter, 'reply', context.config.writeLimits.reviewsPerHour),
      },
      async (request, reply) => {
        const created = await postReply(context, userOf(request), request.params.id, request.body.body);
        return reply.status(201).send({ reply: created });
      },
    );

    app.patch(
      '/api/replies/:id',
      { schema: { params: idParamsSchema, body: replyBodySchema, response: { 200: replyResponseSchema } } },
      async (request) => ({
        reply: await editReply(context, userOf(request), request.params.id, request.body.body),
      }),
    );

    app.delete('/api/replies/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
      await removeReply(context, userOf(request), request.params.id);
      return reply.status(204).send();
    });
  };
}
