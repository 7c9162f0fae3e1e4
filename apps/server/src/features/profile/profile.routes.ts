import { profileResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { findProfile } from './profile.repo';

/**
 * GET /api/profile: the signed-in user's own profile. Sign-up creates it in the same transaction as the
 * account; should one be missing anyway, a fresh profile (no XP yet) is the truthful answer, not an error.
 */
export function profileRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/profile',
      { onRequest: requireUser(context), schema: { response: { 200: profileResponseSchema } } },
      async (request) => {
        const user = userOf(request);
        const profile = await findProfile(context.db, user.id);
        return {
          profile: profile ?? {
            id: user.id,
            displayName: user.displayName,
            photoURL: user.photoURL,
            xp: 0,
            streak: 0,
            badges: [],
          },
        };
      },
    );
  };
}
