import {
  changeEmailSchema,
  GENERIC_MESSAGES,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import { requireUser, userOf } from '../../plugins/require-user';
import { addressBucket } from '../rate-limit/address-bucket';
import { HOUR_MS, limitedBy } from '../rate-limit/limited-by';
import { confirmEmailToken, requestEmailChange } from './email-address.service';
import { resendVerification } from './resend-verification.service';

const MINUTE_MS = 60_000;

/**
 * Proving an address: the page a mailed link opens confirms it here (no session needed, the token is the proof);
 * a signed-in unverified user asks for a new link; a signed-in user starts a change of address.
 */
export function emailAddressRoutes(context: AppContext): FastifyPluginAsyncZod {
  const perUser = (action: string, max: number, windowMs: number) =>
    limitedBy(
      context.rateLimiter,
      (request) => [{ key: `${action}:user:${userOf(request).id}`, max, windowMs }],
      GENERIC_MESSAGES.tooManyRequests,
    );
  return async (app) => {
    app.post(
      '/api/email/verify',
      {
        schema: { body: verifyEmailSchema, response: { 200: verifyEmailResponseSchema } },
        preHandler: limitedBy(
          context.rateLimiter,
          (request) => [
            { key: `verify-email:ip:${addressBucket(request.ip)}`, max: 30, windowMs: 15 * MINUTE_MS },
          ],
          GENERIC_MESSAGES.tooManyRequests,
        ),
      },
      async (request) =>
        confirmEmailToken(context, request.body.token, await context.sessionTokenOf(request.headers)),
    );

    // Once a minute and five times an hour (resend-verification.service.ts); a second request within the minute
    // is answered as sent and mails nothing.
    app.post(
      '/api/email/verification/resend',
      { onRequest: requireUser(context) },
      async (request, reply) => {
        const outcome = await resendVerification(context, userOf(request));
        if (typeof outcome === 'object') {
          reply.header('retry-after', String(outcome.refusedForSeconds));
          throw new AppError('resource_exhausted', GENERIC_MESSAGES.tooManyRequests);
        }
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/email/change',
      {
        onRequest: requireUser(context),
        schema: { body: changeEmailSchema },
        preHandler: [perUser('change-email-guess', 10, 15 * MINUTE_MS), perUser('change-email', 5, HOUR_MS)],
      },
      async (request, reply) => {
        await requestEmailChange(context, userOf(request), request.body);
        return reply.status(204).send();
      },
    );
  };
}
