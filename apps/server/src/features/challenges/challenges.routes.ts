import {
  challengeCountQuerySchema,
  countResponseSchema,
  GENERIC_MESSAGES,
  challengeListQuerySchema,
  challengeListResponseSchema,
  challengeResponseSchema,
  createChallengeResponseSchema,
  createChallengeSchema,
  idParamsSchema,
  LEARNING_MESSAGES as M,
  LIST_CAP,
  saveNotesSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { withTimeZone } from '../../plugins/time-zone';
import { HOUR_MS, limitedBy } from '../rate-limit/limited-by';
import { changeChallenge } from './challenge-status.service';
import { createChallenge, getOwnChallenge, countChallenges, listChallenges } from './challenges.service';

/** /api/challenges: the signed-in user's own challenges. Rules live in the services and the policy. */
export function challengesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const signedIn = requireUser(context);
  const one = { params: idParamsSchema, response: { 200: challengeResponseSchema } };
  return async (app) => {
    app.post(
      '/api/challenges',
      {
        onRequest: requireUser(context, M.notLoggedIn),
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

    app.get(
      '/api/challenges',
      {
        onRequest: signedIn,
        schema: { querystring: challengeListQuerySchema, response: { 200: challengeListResponseSchema } },
      },
      async (request) => ({
        challenges: await listChallenges(db, userOf(request).id, {
          limit: request.query.limit ?? LIST_CAP,
          activeOnly: request.query.active,
        }),
      }),
    );

    app.get(
      '/api/challenges/count',
      {
        onRequest: signedIn,
        schema: { querystring: challengeCountQuerySchema, response: { 200: countResponseSchema } },
      },
      async (request) => ({ count: await countChallenges(db, userOf(request).id, request.query.active) }),
    );

    app.get('/api/challenges/:id', { onRequest: signedIn, schema: one }, async (request) => ({
      challenge: await getOwnChallenge(db, userOf(request).id, request.params.id),
    }));

    app.post('/api/challenges/:id/start', { onRequest: signedIn, schema: one }, async (request) => ({
      challenge: await changeChallenge(
        withTimeZone(context, request),
        userOf(request),
        request.params.id,
        'start',
      ),
    }));

    app.put(
      '/api/challenges/:id/notes',
      { onRequest: signedIn, schema: { ...one, body: saveNotesSchema } },
      async (request) => ({
        challenge: await changeChallenge(
          withTimeZone(context, request),
          userOf(request),
          request.params.id,
          'save',
          request.body.notes,
        ),
      }),
    );

    app.post('/api/challenges/:id/complete', { onRequest: signedIn, schema: one }, async (request) => ({
      challenge: await changeChallenge(
        withTimeZone(context, request),
        userOf(request),
        request.params.id,
        'complete',
      ),
    }));
  };
}
