import {
  GENERIC_MESSAGES,
  challengeListResponseSchema,
  challengeResponseSchema,
  createChallengeResponseSchema,
  createChallengeSchema,
  idParamsSchema,
  LEARNING_MESSAGES,
  OPEN_TO_TEACH_MESSAGES,
  openChallengesQuerySchema,
  openChallengesResponseSchema,
  teachbackResponseSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { HOUR_MS, limitedBy } from '../rate-limit/limited-by';
import { changeChallenge } from './challenge-status.service';
import { createChallenge, getOwnChallenge } from './challenges.service';
import { ownChallenges } from './own-challenges.service';
import { acceptChallenge, listOpenChallenges } from './open-to-teach.service';
import { registerWorkItemRoutes } from '../work-items/work-item.routes';

/**
 * /api/challenges: the signed-in user's own challenges, and the public list of challenges open to teach with
 * its accept. Rules live in the services and the policy.
 */
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

    // Public, like the /challenges page's 'Open to teach' view: a session, when present, only marks `own`.
    app.get(
      '/api/challenges/open',
      { schema: { querystring: openChallengesQuerySchema, response: { 200: openChallengesResponseSchema } } },
      async (request) => {
        const viewer = await context.resolveUser(request.headers);
        return listOpenChallenges(context.db, viewer?.id ?? null, request.query);
      },
    );

    app.post(
      '/api/challenges/:id/accept',
      {
        onRequest: requireUser(context, OPEN_TO_TEACH_MESSAGES.signInToAccept),
        schema: { params: idParamsSchema, response: { 201: teachbackResponseSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await acceptChallenge(context, userOf(request), request.params.id)),
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
