import {
  CIRCLE_LIMITS,
  circleDetailSchema,
  circleLeaderboardQuerySchema,
  circleLeaderboardResponseSchema,
  circleListQuerySchema,
  circleListResponseSchema,
  circleParamsSchema,
  circleRequestParamsSchema,
  circleResponseSchema,
  createCircleSchema,
  transferCircleSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { getCircleLeaderboard } from './circle-leaderboard.service';
import { createCircle, getCircleDetail, listCircles } from './circles.service';
import {
  answerRequest,
  closeCircle,
  joinCircle,
  leaveCircle,
  requestToJoin,
  transferCircle,
} from './membership.service';

/** /api/circles: Find a Circle, a circle's page, and joining, asking, answering, leaving, handing over, closing. */
export function circlesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const signedIn = requireUser(context);
  const circleActionRouteSchema = { params: circleParamsSchema, response: { 200: circleResponseSchema } };
  return async (app) => {
    app.get(
      '/api/circles',
      {
        onRequest: signedIn,
        schema: { querystring: circleListQuerySchema, response: { 200: circleListResponseSchema } },
      },
      async (request) => listCircles(db, userOf(request).id, request.query),
    );

    app.post(
      '/api/circles',
      {
        onRequest: signedIn,
        schema: { body: createCircleSchema, response: { 201: circleResponseSchema } },
      },
      async (request, reply) =>
        reply.status(201).send({ circle: await createCircle(context, userOf(request), request.body) }),
    );

    app.get(
      '/api/circles/leaderboard',
      {
        onRequest: signedIn,
        schema: {
          querystring: circleLeaderboardQuerySchema,
          response: { 200: circleLeaderboardResponseSchema },
        },
      },
      async (request) =>
        getCircleLeaderboard(db, userOf(request).id, {
          now: context.now(),
          limit: request.query.limit ?? CIRCLE_LIMITS.leaderboardDefault,
        }),
    );

    app.get(
      '/api/circles/:id',
      { onRequest: signedIn, schema: { params: circleParamsSchema, response: { 200: circleDetailSchema } } },
      async (request) => getCircleDetail(db, userOf(request).id, request.params.id, { now: context.now() }),
    );

    // Joining and leaving take nothing but the circle and answer with the circle as the caller now sees it.
    for (const [action, run] of [
      ['join', joinCircle],
      ['leave', leaveCircle],
    ] as const) {
      app.post(
        `/api/circles/:id/${action}`,
        { onRequest: signedIn, schema: circleActionRouteSchema },
        async (request) => ({
          circle: await run(context, userOf(request), request.params.id),
        }),
      );
    }

    app.post(
      '/api/circles/:id/requests',
      {
        onRequest: signedIn,
        schema: { params: circleParamsSchema, response: { 201: circleResponseSchema } },
      },
      async (request, reply) =>
        reply.status(201).send({ circle: await requestToJoin(context, userOf(request), request.params.id) }),
    );

    for (const [action, answer] of [
      ['approve', 'approved'],
      ['decline', 'declined'],
    ] as const) {
      app.post(
        `/api/circles/:id/requests/:requestId/${action}`,
        { onRequest: signedIn, schema: { ...circleActionRouteSchema, params: circleRequestParamsSchema } },
        async (request) => ({
          circle: await answerRequest(
            context,
            userOf(request),
            { circleId: request.params.id, requestId: request.params.requestId },
            answer,
          ),
        }),
      );
    }

    app.post(
      '/api/circles/:id/transfer',
      { onRequest: signedIn, schema: { ...circleActionRouteSchema, body: transferCircleSchema } },
      async (request) => ({
        circle: await transferCircle(context, userOf(request), request.params.id, request.body.userId),
      }),
    );

    app.post(
      '/api/circles/:id/close',
      { onRequest: signedIn, schema: { params: circleParamsSchema } },
      async (request, reply) => {
        await closeCircle(context, userOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
