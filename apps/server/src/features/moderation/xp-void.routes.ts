import {
  overviewResponseSchema,
  userXpQuerySchema,
  userXpResponseSchema,
  voidXpBodySchema,
  voidXpResponseSchema,
  xpEntryParamsSchema,
  xpUserParamsSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireModerator, userOf } from '../../plugins/require-user';
import { operatorOverview } from './overview.service';
import { userXpPage } from './user-xp.service';
import { voidXpEntry } from './xp-void.service';
import { moderatorsHearChanges } from './moderators-hear.service';

/** Moderators read a user's XP ledger and void an entry of it, and read the operators' overview. */
export function xpVoidRoutes(context: AppContext): FastifyPluginAsyncZod {
  const now = () => context.now();
  return async (app) => {
    app.addHook('onRequest', requireModerator(context));
    app.addHook('onResponse', moderatorsHearChanges(context));

    app.get(
      '/api/moderation/users/:userId/xp',
      {
        schema: {
          params: xpUserParamsSchema,
          querystring: userXpQuerySchema,
          response: { 200: userXpResponseSchema },
        },
      },
      async (request) => userXpPage(context.db, request.params.userId, request.query.cursor),
    );

    app.post(
      '/api/moderation/xp/:entryId/void',
      {
        schema: {
          params: xpEntryParamsSchema,
          body: voidXpBodySchema,
          response: { 200: voidXpResponseSchema },
        },
      },
      async (request) => ({
        entry: await voidXpEntry(context, {
          entryId: request.params.entryId,
          reason: request.body.reason,
          moderatorId: userOf(request).id,
          now: now(),
        }),
      }),
    );

    app.get('/api/moderation/overview', { schema: { response: { 200: overviewResponseSchema } } }, async () =>
      operatorOverview(context.db, now()),
    );
  };
}
