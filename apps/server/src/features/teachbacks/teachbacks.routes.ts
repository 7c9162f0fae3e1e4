import {
  declineTeachbackResponseSchema,
  declineTeachbackSchema,
  idParamsSchema,
  teachbackListResponseSchema,
  teachbackResponseSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { declineTeachback } from './decline.service';
import { registerWorkItemRoutes } from '../work-items/work-item.routes';
import { ownTeachbacks } from './own-teachbacks.service';
import { changeTeachback, getOwnTeachback } from './teachbacks.service';

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

    registerWorkItemRoutes(app, context, signedIn, {
      path: '/api/teachbacks',
      itemResponse: teachbackResponseSchema,
      listResponse: teachbackListResponseSchema,
      wrapItem: (teachback) => ({ teachback }),
      wrapList: (teachbacks) => ({ teachbacks }),
      list: ownTeachbacks.list,
      count: ownTeachbacks.count,
      getOwn: getOwnTeachback,
      change: changeTeachback,
    });
  };
}
