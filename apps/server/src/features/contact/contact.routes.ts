import { CONTACT_MESSAGES, contactRequestSchema, contactResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { addressBucket } from '../rate-limit/address-bucket';
import { limitedBy } from '../rate-limit/limited-by';
import { submitContactMessage } from './contact.service';

/** POST /api/contact: the public contact form, limited per client address; each message is mailed to support. */
export function contactRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { config, rateLimiter } = context;
  const deps = { ...context, supportEmail: config.mail.supportEmail };
  return async (app) => {
    app.post(
      '/api/contact',
      {
        schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } },
        preHandler: limitedBy(
          rateLimiter,
          (request) => [{ key: `contact:ip:${addressBucket(request.ip)}`, ...config.contactRateLimit }],
          CONTACT_MESSAGES.rateLimited,
        ),
      },
      async (request, reply) => {
        await submitContactMessage(deps, request.body);
        return reply.status(201).send({ ok: true as const });
      },
    );
  };
}
