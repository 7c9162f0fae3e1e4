import {
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@teachloop/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { subscribe, unsubscribe } from './push-subscriptions.service';
import { loadVapidKeys } from './vapid-keys';

/**
 * This device's Web Push subscription: the VAPID key to subscribe with, storing the browser's subscription for
 * the signed-in session, and removing it again.
 */
export function pushRoutes(context: AppContext): FastifyPluginAsyncZod {
  // Loaded (generated on the first start) as the app is built, so a broken key file stops the start, not a request.
  const { publicKey } = loadVapidKeys(context.config);
  return async (app) => {
    app.addHook('onRequest', requireUser(context));

    app.get('/api/push/key', { schema: { response: { 200: pushKeyResponseSchema } } }, async () => ({
      publicKey,
    }));

    app.post(
      '/api/push/subscriptions',
      { schema: { body: pushSubscriptionBodySchema, response: { 201: z.object({ id: z.string() }) } } },
      async (request, reply) => {
        const id = await subscribe(context, userOf(request).id, request.headers, request.body);
        return reply.status(201).send({ id });
      },
    );

    // POST, not DELETE with a body: some proxies drop a DELETE's body.
    app.post(
      '/api/push/unsubscribe',
      { schema: { body: pushUnsubscribeBodySchema } },
      async (request, reply) => {
        await unsubscribe(context, userOf(request).id, request.body.endpoint);
        return reply.status(204).send();
      },
    );
  };
}
