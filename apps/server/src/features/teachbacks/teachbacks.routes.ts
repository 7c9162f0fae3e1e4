import {
  idParamsSchema,
  LEARNING_MESSAGES as M,
  LIST_CAP,
  saveNotesSchema,
  teachbackListQuerySchema,
  teachbackListResponseSchema,
  teachbackResponseSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { findOwnTeachback, listOwnTeachbacks } from './teachbacks.repo';
import { changeTeachback } from './teachbacks.service';

/** /api/teachbacks: the teach-backs assigned to the signed-in user. */
export function teachbacksRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const one = { params: idParamsSchema, response: { 200: teachbackResponseSchema } };
  return async (app) => {
    app.addHook('onRequest', requireUser(context));

    app.get(
      '/api/teachbacks',
      { schema: { querystring: teachbackListQuerySchema, response: { 200: teachbackListResponseSchema } } },
      async (request) => ({
        teachbacks: await listOwnTeachbacks(db, userOf(request).id, {
          limit: request.query.limit ?? LIST_CAP,
          openOnly: request.query.open,
        }),
      }),
    );

    app.get('/api/teachbacks/:id', { schema: one }, async (request) => {
      const teachback = await findOwnTeachback(db, userOf(request).id, request.params.id);
      if (!teachback) throw new AppError('not_found', M.teachbackNotFound);
      return { teachback };
    });

    app.post('/api/teachbacks/:id/start', { schema: one }, async (request) => ({
      teachback: await changeTeachback(context, userOf(request), request.params.id, 'start'),
    }));

    app.put('/api/teachbacks/:id/notes', { schema: { ...one, body: saveNotesSchema } }, async (request) => ({
      teachback: await changeTeachback(
        context,
        userOf(request),
        request.params.id,
        'save',
        request.body.notes,
      ),
    }));

    app.post('/api/teachbacks/:id/complete', { schema: one }, async (request) => ({
      teachback: await changeTeachback(context, userOf(request), request.params.id, 'complete'),
    }));
  };
}
