import { LEADERBOARD_LIMITS, leaderboardQuerySchema, leaderboardResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { timeZoneOf } from '../../plugins/time-zone';
import { getWeeklyLeaderboard } from './leaderboard.service';

/** GET /api/leaderboard?period=week&limit=5: XP earned this week, in the viewer's time zone, from the ledger. */
export function leaderboardRoutes(context: AppContext): FastifyPluginAsyncZod {
  const clock = context.now ?? Date.now;
  return async (app) => {
    app.get(
      '/api/leaderboard',
      {
        onRequest: requireUser(context),
        schema: { querystring: leaderboardQuerySchema, response: { 200: leaderboardResponseSchema } },
      },
      async (request) =>
        getWeeklyLeaderboard(context.db, userOf(request).id, {
          now: clock(),
          timeZone: timeZoneOf(request),
          limit: request.query.limit ?? LEADERBOARD_LIMITS.default,
        }),
    );
  };
}
