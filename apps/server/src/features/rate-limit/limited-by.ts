import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
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
