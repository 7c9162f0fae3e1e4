import {
  countResponseSchema,
  teachbackCountQuerySchema,
  idParamsSchema,
  LIST_CAP,
  saveNotesSchema,
  teachbackListQuerySchema,
  teachbackListResponseSchema,
  teachbackResponseSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { withTimeZone } from '../../plugins/time-zone';
import { changeTeachback, getOwnTeachback, countTeachbacks, listTeachbacks } from './teachbacks.service';

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
        teachbacks: await listTeachbacks(db, userOf(request).id, {
          limit: request.query.limit ?? LIST_CAP,
          openOnly: request.query.open,
        }),
      }),
    );

    app.get(
      '/api/teachbacks/count',
      { schema: { querystring: teachbackCountQuerySchema, response: { 200: countResponseSchema } } },
      async (request) => ({ count: await countTeachbacks(db, userOf(request).id, request.query.open) }),
    );

    app.get('/api/teachbacks/:id', { schema: one }, async (request) => ({
      teachback: await getOwnTeachback(db, userOf(request).id, request.params.id),
    }));

    app.post('/api/teachbacks/:id/start', { schema: one }, async (request) => ({
      teachback: await changeTeachback(
        withTimeZone(context, request),
        userOf(request),
        request.params.id,
        'start',
      ),
    }));

    app.put('/api/teachbacks/:id/notes', { schema: { ...one, body: saveNotesSchema } }, async (request) => ({
      teachback: await changeTeachback(
        withTimeZone(context, request),
        userOf(request),
        request.params.id,
        'save',
        request.body.notes,
      ),
    }));

    app.post('/api/teachbacks/:id/complete', { schema: one }, async (request) => ({
      teachback: await changeTeachback(
        withTimeZone(context, request),
        userOf(request),
        request.params.id,
        'complete',
      ),
    }));
  };
}
