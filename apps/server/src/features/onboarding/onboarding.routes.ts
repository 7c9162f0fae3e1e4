import { onboardingResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { getOnboarding } from './onboarding.service';

/** /api/onboarding: the signed-in user's getting-started checklist (their own data only). */
export function onboardingRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get(
      '/api/onboarding',
      { onRequest: requireUser(context), schema: { response: { 200: onboardingResponseSchema } } },
      async (request) => ({ onboarding: await getOnboarding(db, userOf(request).id) }),
    );
  };
}
