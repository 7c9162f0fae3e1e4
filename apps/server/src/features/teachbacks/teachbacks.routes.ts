import { teachbackListResponseSchema, teachbackResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser } from '../../plugins/require-user';
import { registerWorkItemRoutes } from '../work-items/work-item.routes';
import { ownTeachbacks } from './own-teachbacks.service';
import { changeTeachback, getOwnTeachback } from './teachbacks.service';

/** /api/teachbacks: the teach-backs assigned to the signed-in user. */
export function teachbacksRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerWorkItemRoutes(app, context, requireUser(context), {
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
