import { LEADERBOARD_LIMITS, leaderboardQuerySchema, leaderboardResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { timeZoneOf } from '../../plugins/time-zone';
import { getLeaderboard } from './leaderboard.service';

/**
 * GET /api/leaderboard?period=week|month|all&sort=xp|streak&dir=desc|asc&q=&limit=&offset=: open to anyone
 * (the spec lists /leaderboard as a public page). A session, when present, only adds `you` and `me`; a missing or
 * expired one is not an error.
 */
export function leaderboardRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/leaderboard',
      { schema: { querystring: leaderboardQuerySchema, response: { 200: leaderboardResponseSchema } } },
      async (request) => {
        const viewer = await context.resolveUser(request.headers);
        const { period, sort, dir, q, limit, offset } = request.query;
        return getLeaderboard(context.db, viewer?.id ?? null, {
          now: context.now(),
          timeZone: timeZoneOf(request),
          period: period ?? 'week',
          sort: sort ?? 'xp',
          dir: dir ?? 'desc',
          q: q || undefined,
          limit: limit ?? LEADERBOARD_LIMITS.default,
          offset: offset ?? 0,
        });
      },
    );
  };
}
