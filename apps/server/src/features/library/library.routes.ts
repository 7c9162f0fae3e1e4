import {
  explanationSearchQuerySchema,
  explanationSearchResponseSchema,
  helpfulMarkResponseSchema,
  idParamsSchema,
  itemExplanationsQuerySchema,
  itemExplanationsResponseSchema,
  pathItemParamsSchema,
  publishChoiceSchema,
  publishStateSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { listExplanations, searchExplanations, setHelpfulMark } from './library.service';
import { choosePublish } from './publish.service';

/**
 * The course library: the author's choice to publish an explanation, each item's published explanations and the
 * search over them (public: a session only marks the viewer's own helpful marks and keeps a blocked pair apart),
 * and helpful marks.
 */
export function libraryRoutes(context: AppContext): FastifyPluginAsyncZod {
  const signedIn = requireUser(context);
  return async (app) => {
    app.put(
      '/api/teachbacks/:id/publish',
      {
        onRequest: signedIn,
        schema: { params: idParamsSchema, body: publishChoiceSchema, response: { 200: publishStateSchema } },
      },
      async (request) => choosePublish(context, userOf(request), request.params.id, request.body.publish),
    );

    app.get(
      '/api/courses/:slug/items/:item/explanations',
      {
        schema: {
          params: pathItemParamsSchema,
          querystring: itemExplanationsQuerySchema,
          response: { 200: itemExplanationsResponseSchema },
        },
      },
      async (request) => {
        const viewer = await context.resolveUser(request.headers);
        return listExplanations(context.db, viewer?.id ?? null, request.params, request.query.cursor);
      },
    );

    app.get(
      '/api/explanations/search',
      {
        schema: {
          querystring: explanationSearchQuerySchema,
          response: { 200: explanationSearchResponseSchema },
        },
      },
      async (request) => {
        const viewer = await context.resolveUser(request.headers);
        return searchExplanations(context.db, viewer?.id ?? null, request.query);
      },
    );

    const helpfulRoute = {
      onRequest: signedIn,
      schema: { params: idParamsSchema, response: { 200: helpfulMarkResponseSchema } },
    };
    app.post('/api/explanations/:id/helpful', helpfulRoute, async (request) =>
      setHelpfulMark(context, userOf(request), request.params.id, true),
    );
    app.delete('/api/explanations/:id/helpful', helpfulRoute, async (request) =>
      setHelpfulMark(context, userOf(request), request.params.id, false),
    );
  };
}
