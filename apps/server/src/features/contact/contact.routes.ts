import { CONTACT_MESSAGES, contactRequestSchema, contactResponseSchema } from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import type { AppContext } from '../../app-deps';
import { submitContactMessage } from './contact.service';

/** POST /api/contact: the public contact form, limited per client address. */
export function contactRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } },
        config: {
          rateLimit: {
            max: config.contactRateLimit.max,
            timeWindow: config.contactRateLimit.windowMs,
            errorResponseBuilder: () => new AppError('resource_exhausted', CONTACT_MESSAGES.rateLimited),
          },
        },
      },
      async (request, reply) => {
        await submitContactMessage(db, request.body);
        return reply.status(201).send({ ok: true as const });
      },
    );
  };
}
