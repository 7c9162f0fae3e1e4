import {
  BLOCK_LIMITS,
  blockParamsSchema,
  blockRequestSchema,
  blockResponseSchema,
  blocksQuerySchema,
  blocksResponseSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { hourlyPerUser } from '../rate-limit/limited-by';
import { blockUser, listBlockedUsers, unblockUser, type SeparatePair } from './blocks.service';

/**
 * The signed-in user's blocks: block someone, unblock them, and the list in settings. `separatePair` is what a
 * block does to the pair's unfinished work, handed in by app.ts from the feature that owns that work.
 */
export const blocksRoutes =
  (separatePair: SeparatePair) =>
  (context: AppContext): FastifyPluginAsyncZod => {
    const { db } = context;
    return async (app) => {
      app.addHook('onRequest', requireUser(context));

      app.get(
        '/api/blocks',
        { schema: { querystring: blocksQuerySchema, response: { 200: blocksResponseSchema } } },
        async (request) => listBlockedUsers(db, userOf(request).id, request.query),
      );

      app.post(
        '/api/blocks',
        {
          schema: { body: blockRequestSchema, response: { 200: blockResponseSchema } },
          preHandler: hourlyPerUser(context.rateLimiter, 'block', BLOCK_LIMITS.perHour),
        },
        async (request) => ({
          blocked: await blockUser({ ...context, separatePair }, userOf(request).id, request.body.userId),
        }),
      );

      app.delete('/api/blocks/:userId', { schema: { params: blockParamsSchema } }, async (request, reply) => {
        await unblockUser(db, userOf(request).id, request.params.userId);
        return reply.status(204).send();
      });
    };
  };
