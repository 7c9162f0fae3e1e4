import {
  courseChallengesQuerySchema,
  courseParamsSchema,
  openChallengesResponseSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { listCourseChallenges } from './courses.service';

/**
 * /api/courses/:slug/challenges: the challenges open to teach on a course's topics. Public, like the course page
 * and the 'Open to teach' view: a session, when present, only marks the viewer's own challenges.
 */
export function coursesRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/courses/:slug/challenges',
      {
        schema: {
          params: courseParamsSchema,
          querystring: courseChallengesQuerySchema,
          response: { 200: openChallengesResponseSchema },
        },
      },
      async (request) => {
        const viewer = await context.resolveUser(request.headers);
        return listCourseChallenges(
          context.db,
          viewer?.id ?? null,
          request.params.slug,
          request.query.cursor,
        );
      },
    );
  };
}
