import {
  suspendUserResponseSchema,
  suspendUserSchema,
  suspensionListQuerySchema,
  suspensionListResponseSchema,
  suspensionParamsSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireModerator, userOf } from '../../plugins/require-user';
import { liftSuspension, listSuspensions, suspendUser } from './suspension.service';
import { moderatorsHearChanges } from './moderators-hear.service';

/** Moderators suspend and lift accounts, and list the ones suspended now. */
export function suspensionRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireModerator(context));
    app.addHook('onResponse', moderatorsHearChanges(context));

    app.put(
      '/api/moderation/users/:userId/suspension',
      {
        schema: {
          params: suspensionParamsSchema,
          body: suspendUserSchema,
          response: { 200: suspendUserResponseSchema },
        },
      },
      async (request) => ({
        suspension: await suspendUser(context, userOf(request), request.params.userId, request.body),
      }),
    );

    app.delete(
      '/api/moderation/users/:userId/suspension',
      { schema: { params: suspensionParamsSchema } },
      async (request, reply) => {
        await liftSuspension(context, userOf(request), request.params.userId);
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/moderation/suspensions',
      {
        schema: {
          querystring: suspensionListQuerySchema,
          response: { 200: suspensionListResponseSchema },
        },
      },
      async (request) => listSuspensions(context, request.query),
    );
  };
}
