import { quietHoursSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { getQuietHours, updateQuietHours } from './quiet-hours.service';

/** GET/PUT /api/quiet-hours: the hours (0–23, the user's own zone) between which nothing is pushed. */
export function quietHoursRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(context));

    app.get('/api/quiet-hours', { schema: { response: { 200: quietHoursSchema } } }, async (request) =>
      getQuietHours(context.db, userOf(request).id),
    );

    app.put(
      '/api/quiet-hours',
      { schema: { body: quietHoursSchema, response: { 200: quietHoursSchema } } },
      async (request) => updateQuietHours(context, userOf(request).id, request.body),
    );
  };
}
