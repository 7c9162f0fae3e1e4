import { dailyGoalBodySchema, profileResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { setDailyGoal } from './daily-goal-setting.service';
import { getOwnProfile } from './profile.service';

/**
 * GET /api/profile: the signed-in user's own profile, its streak and daily goal as of today in their own time
 * zone. PUT /api/daily-goal: the number of actions (1, 2 or 3) that make the user's day; answers the profile.
 */
export function profileRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/profile',
      { onRequest: requireUser(context), schema: { response: { 200: profileResponseSchema } } },
      async (request) => ({
        profile: await getOwnProfile(context.db, userOf(request), context.now()),
      }),
    );

    app.put(
      '/api/daily-goal',
      {
        onRequest: requireUser(context),
        schema: { body: dailyGoalBodySchema, response: { 200: profileResponseSchema } },
      },
      async (request) => ({
        profile: await setDailyGoal(context, userOf(request), request.body.target),
      }),
    );
  };
}
