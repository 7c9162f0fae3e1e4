import { profileResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { getOwnProfile } from './profile.service';

/** GET /api/profile: the signed-in user's own profile, its streak as of today in their own time zone. */
export function profileRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/profile',
      { onRequest: requireUser(context), schema: { response: { 200: profileResponseSchema } } },
      async (request) => ({
        profile: await getOwnProfile(context.db, userOf(request), context.now()),
      }),
    );
  };
}
