import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@teachloop/shared';
import type { AppContext } from '../../app-deps';

/** GET /api/client-config: the public runtime settings the browser needs (one build serves every deployment). */
export function clientConfigRoutes({ config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/client-config', { schema: { response: { 200: clientConfigSchema } } }, async () => ({
      analyticsMeasurementId: config.analyticsMeasurementId ?? null,
      googleSignIn: config.google !== undefined,
    }));
  };
}
