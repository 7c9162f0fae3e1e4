import {
  askPathItemResponseSchema,
  courseParamsSchema,
  coursePathResponseSchema,
  LEARNING_MESSAGES,
  nextPathItemResponseSchema,
  pathItemParamsSchema,
  teachPathItemResponseSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { hourlyPerUser } from '../rate-limit/limited-by';
import { askPathItem, teachPathItem } from './ask-teach.service';
import { getCoursePath, nextPathItem, startPath } from './path.service';

/**
 * A course's learning path: the viewer's state on each item (public: signed out, all not started), starting it,
 * asking or teaching an item in one click, and the dashboard's next item.
 */
export function pathsRoutes(context: AppContext): FastifyPluginAsyncZod {
  const signedIn = requireUser(context, LEARNING_MESSAGES.notLoggedIn);
  // Asking or teaching makes a challenge each time it does not find an unfinished one: the creation limit.
  const creations = (action: string) =>
    hourlyPerUser(context.rateLimiter, action, context.config.writeLimits.challengesPerHour);
  return async (app) => {
    app.get(
      '/api/courses/:slug/path',
      { schema: { params: courseParamsSchema, response: { 200: coursePathResponseSchema } } },
      async (request) => {
        const viewer = await context.resolveUser(request.headers);
        return getCoursePath(context.db, viewer?.id ?? null, request.params.slug);
      },
    );

    app.post(
      '/api/courses/:slug/path/start',
      {
        onRequest: signedIn,
        schema: { params: courseParamsSchema, response: { 200: coursePathResponseSchema } },
      },
      async (request) => startPath(context, userOf(request).id, request.params.slug),
    );

    app.post(
      '/api/courses/:slug/items/:item/ask',
      {
        onRequest: signedIn,
        schema: {
          params: pathItemParamsSchema,
          response: { 200: askPathItemResponseSchema, 201: askPathItemResponseSchema },
        },
        preHandler: creations('create-challenge'),
      },
      async (request, reply) => {
        const { slug, item } = request.params;
        const made = await askPathItem(context, userOf(request), slug, item);
        return reply.status(made.created ? 201 : 200).send(made.value);
      },
    );

    app.post(
      '/api/courses/:slug/items/:item/teach',
      {
        onRequest: signedIn,
        schema: {
          params: pathItemParamsSchema,
          response: { 200: teachPathItemResponseSchema, 201: teachPathItemResponseSchema },
        },
        preHandler: creations('teach-path-item'),
      },
      async (request, reply) => {
        const { slug, item } = request.params;
        const made = await teachPathItem(context, userOf(request), slug, item);
        return reply.status(made.created ? 201 : 200).send(made.value);
      },
    );

    app.get(
      '/api/paths/next',
      { onRequest: signedIn, schema: { response: { 200: nextPathItemResponseSchema } } },
      async (request) => nextPathItem(context.db, userOf(request).id),
    );
  };
}
