import {
  courseChallengesQuerySchema,
  courseChallengesResponseSchema,
  courseParamsSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser } from '../../plugins/require-user';
import { listCourseChallenges } from './courses.service';

/** /api/courses/:slug/challenges: a course page's open challenges, for signed-in users only. */
export function coursesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const signedIn = requireUser(context);
  return async (app) => {
    app.get(
      '/api/courses/:slug/challenges',
      {
        onRequest: signedIn,
        schema: {
          params: courseParamsSchema,
          querystring: courseChallengesQuerySchema,
          response: { 200: courseChallengesResponseSchema },
        },
      },
      async (request) => listCourseChallenges(context.db, request.params.slug, request.query.cursor),
    );
  };
}
