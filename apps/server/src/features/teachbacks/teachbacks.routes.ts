import {
  declineTeachbackResponseSchema,
  declineTeachbackSchema,
  idParamsSchema,
  saveNotesSchema,
  teachbackContextResponseSchema,
  teachbackListResponseSchema,
  teachbackResponseSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { hourlyPerUser } from '../rate-limit/limited-by';
import { declineTeachback } from './decline.service';
import { getTeachbackContext, reviseExplanation } from './revision.service';
import { registerWorkItemRoutes } from '../work-items/work-item.routes';
import { ownTeachbacks } from './own-teachbacks.service';
import { changeTeachback, getOwnTeachback, listOwnTeachbacks } from './teachbacks.service';

/** /api/teachbacks: the teach-backs assigned to the signed-in user, and declining one not yet started. */
export function teachbacksRoutes(context: AppContext): FastifyPluginAsyncZod {
  const signedIn = requireUser(context);
  return async (app) => {
    app.post(
      '/api/teachbacks/:id/decline',
      {
        onRequest: signedIn,
        schema: {
          params: idParamsSchema,
          body: declineTeachbackSchema,
          response: { 200: declineTeachbackResponseSchema },
        },
      },
      async (request) => declineTeachback(context, userOf(request), request.params.id, request.body.reason),
    );

    app.get(
      '/api/teachbacks/:id/context',
      {
        onRequest: signedIn,
        schema: { params: idParamsSchema, response: { 200: teachbackContextResponseSchema } },
      },
      async (request) => ({
        context: await getTeachbackContext(context.db, userOf(request), request.params.id),
      }),
    );

    // A revision is a write someone is notified of, so it counts against the same hourly limit as reviews.
    app.post(
      '/api/teachbacks/:id/revision',
      {
        onRequest: signedIn,
        schema: { params: idParamsSchema, body: saveNotesSchema, response: { 200: teachbackResponseSchema } },
        preHandler: hourlyPerUser(context.rateLimiter, 'revision', context.config.writeLimits.reviewsPerHour),
      },
      async (request) => ({
        teachback: await reviseExplanation(context, userOf(request), request.params.id, request.body.notes),
      }),
    );

    registerWorkItemRoutes(app, context, signedIn, {
      path: '/api/teachbacks',
      itemResponse: teachbackResponseSchema,
      listResponse: teachbackListResponseSchema,
      wrapItem: (teachback) => ({ teachback }),
      wrapList: ({ items, nextCursor }) => ({ teachbacks: items, nextCursor }),
      list: listOwnTeachbacks,
      count: ownTeachbacks.count,
      getOwn: getOwnTeachback,
      change: changeTeachback,
    });
  };
}
