import {
  GENERIC_MESSAGES,
  challengeListResponseSchema,
  challengeResponseSchema,
  createChallengeResponseSchema,
  createChallengeSchema,
  LEARNING_MESSAGES,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { HOUR_MS, limitedBy } from '../rate-limit/limited-by';
import { changeChallenge } from './challenge-status.service';
import { createChallenge, getOwnChallenge } from './challenges.service';
import { ownChallenges } from './own-challenges.service';
import { registerWorkItemRoutes } from '../work-items/work-item.routes';

/** /api/challenges: the signed-in user's own challenges. Rules live in the services and the policy. */
export function challengesRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/challenges',
      {
        onRequest: requireUser(context, LEARNING_MESSAGES.notLoggedIn),
        schema: { body: createChallengeSchema, response: { 201: createChallengeResponseSchema } },
        preHandler: limitedBy(
          context.rateLimiter,
          (request) => [
            {
              key: `create-challenge:user:${userOf(request).id}`,
              max: context.config.writeLimits.challengesPerHour,
              windowMs: HOUR_MS,
            },
          ],
          GENERIC_MESSAGES.tooManyRequests,
        ),
      },
      async (request, reply) =>
        reply.status(201).send(await createChallenge(context, userOf(request), request.body)),
    );

    registerWorkItemRoutes(app, context, requireUser(context), {
      path: '/api/challenges',
      itemResponse: challengeResponseSchema,
      listResponse: challengeListResponseSchema,
      wrapItem: (challenge) => ({ challenge }),
      wrapList: (challenges) => ({ challenges }),
      list: ownChallenges.list,
      count: ownChallenges.count,
      getOwn: getOwnChallenge,
      change: changeChallenge,
    });
  };
}
