import { portfolioResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { getPortfolio } from './portfolio.service';

/** GET /api/portfolio: the signed-in user's own skill portfolio. */
export function portfolioRoutes(context: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/portfolio',
      { onRequest: requireUser(context), schema: { response: { 200: portfolioResponseSchema } } },
      async (request) => ({
        portfolio: await getPortfolio(context.db, userOf(request), context.now()),
      }),
    );
  };
}
