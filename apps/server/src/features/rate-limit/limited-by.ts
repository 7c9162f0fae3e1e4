import type { FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_MESSAGES } from '@teachloop/shared';
import { AppError } from '../../app-error';
import { userOf } from '../../plugins/require-user';
import type { Limit, RateLimiter } from './rate-limiter.service';

export const HOUR_MS = 60 * 60_000;

/**
 * A route's preHandler that counts the request against its limits (in the database, so they hold across
 * restarts and processes) and refuses it with a 429, Retry-After and `message` when any is over. It runs after
 * validation: a request refused for its shape writes nothing, not even a counter.
 */
export function limitedBy(
  rateLimiter: RateLimiter,
  limitsOf: (request: FastifyRequest) => Limit[],
  message: string,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const outcome = await rateLimiter.consume(limitsOf(request));
    if (!outcome.allowed) {
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      throw new AppError('resource_exhausted', message);
    }
  };
}

/**
 * At most `max` requests an hour from each signed-in user, counted under `action` (each action its own count,
 * unless two routes share the name on purpose), refused with the generic 'too many requests'.
 */
export function hourlyPerUser(rateLimiter: RateLimiter, action: string, max: number) {
  return limitedBy(
    rateLimiter,
    (request) => [{ key: `${action}:user:${userOf(request).id}`, max, windowMs: HOUR_MS }],
    GENERIC_MESSAGES.tooManyRequests,
  );
}
