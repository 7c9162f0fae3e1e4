import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-deps';
import { pingDatabase } from '../../db/ping';
import { sendError } from '../../plugins/errors';

/** GET /healthz: 200 when the server can reach its database, 503 when it cannot. */
export function healthRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
      async (request, reply) => {
        try {
          await pingDatabase(db);
          return { status: 'ok' as const };
        } catch (err) {
          request.log.error({ err }, 'health check: database unreachable');
          return sendError(reply, 'unavailable', 'Database unreachable.');
        }
      },
    );
  };
}
