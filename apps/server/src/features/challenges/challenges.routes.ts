import {
  challengeTeacherResponseSchema,
  editChallengeSchema,
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
import { hourlyPerUser } from '../rate-limit/limited-by';
import { changeChallenge } from './challenge-status.service';
import { deleteChallenge, editChallenge, getChallengeTeacher } from './challenge-owner.service';
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
        preHandler: hourlyPerUser(
          context.rateLimiter,
          'create-challenge',
          context.config.writeLimits.challengesPerHour,
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

    // The owner's own challenge: who teaches it; editing or deleting it until its teach-back starts.
    app.get(
      '/api/challenges/:id/teacher',
      {
        onRequest: requireUser(context),
        schema: { params: idParamsSchema, response: { 200: challengeTeacherResponseSchema } },
      },
      async (request) => getChallengeTeacher(context.db, userOf(request), request.params.id),
    );

    app.patch(
      '/api/challenges/:id',
      {
        onRequest: requireUser(context),
        schema: {
          params: idParamsSchema,
          body: editChallengeSchema,
          response: { 200: challengeResponseSchema },
        },
      },
      async (request) => {
        const user = userOf(request);
        await editChallenge(context, user, request.params.id, request.body);
        return { challenge: await getOwnChallenge(context.db, user.id, request.params.id) };
      },
    );

    app.delete(
      '/api/challenges/:id',
      { onRequest: requireUser(context), schema: { params: idParamsSchema } },
      async (request, reply) => {
        await deleteChallenge(context, userOf(request), request.params.id);
        return reply.status(204).send();
      },
    );

    registerWorkItemRoutes(app, context, requireUser(context), {
      path: '/api/challenges',
      itemResponse: challengeResponseSchema,
      listResponse: challengeListResponseSchema,
      wrapItem: (challenge) => ({ challenge }),
      wrapList: ({ items, nextCursor }) => ({ challenges: items, nextCursor }),
      list: ownChallenges.list,
      count: ownChallenges.count,
      getOwn: getOwnChallenge,
      change: changeChallenge,
    });
  };
}
