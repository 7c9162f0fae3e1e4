import {
  changeEmailSchema,
  GENERIC_MESSAGES,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '@teachloop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-deps';
import { requireUser, userOf } from '../../plugins/require-user';
import { addressBucket } from '../rate-limit/address-bucket';
import { HOUR_MS, limitedBy } from '../rate-limit/limited-by';
import { confirmEmailToken, requestEmailChange, sendVerification } from './email-address.service';

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

    // Once a minute and five times an hour: each is a mail to an address nobody has proven yet.
    app.post(
      '/api/email/verification/resend',
      {
        onRequest: requireUser(context),
        preHandler: [
          perUser('verify-resend-minute', 1, MINUTE_MS),
          perUser('verify-resend-hour', 5, HOUR_MS),
        ],
      },
      async (request, reply) => {
        const user = userOf(request);
        if (!user.emailVerified) await sendVerification(context, user);
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
