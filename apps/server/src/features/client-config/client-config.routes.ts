import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';

const clientConfigSchema = z.object({ analyticsMeasurementId: z.string().nullable() });

/**
 * GET /api/client-config: the public runtime settings the browser needs (one build serves every deployment).
 * GET /api/session: who is signed in. Sign-in arrives with the accounts issue; until then nobody is.
 */
export function clientConfigRoutes({ config }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/client-config', { schema: { response: { 200: clientConfigSchema } } }, async () => ({
      analyticsMeasurementId: config.analyticsMeasurementId ?? null,
    }));
    app.get('/api/session', async () => ({ user: null }));
  };
}
