import { canonicalTimeZone, DEFAULT_TIME_ZONE, TIME_ZONE_HEADER } from '@teachloop/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The IANA time zone the browser sent (X-Time-Zone), in the runtime's canonical spelling; UTC when the header is
 * absent, repeated or names no zone the runtime knows. Never an error: a day boundary is a display concern, and
 * every request still works without it.
 */
export function timeZoneOf(request: Pick<FastifyRequest, 'headers'>): string {
  const value = request.headers[TIME_ZONE_HEADER];
  return (typeof value === 'string' && canonicalTimeZone(value)) || DEFAULT_TIME_ZONE;
}

/** A service's dependencies for one request, with the acting user's time zone (e.g. StatusChangeDeps). */
export function withTimeZone<Deps extends object>(
  deps: Deps,
  request: Pick<FastifyRequest, 'headers'>,
): Deps & { timeZone: string } {
  return { ...deps, timeZone: timeZoneOf(request) };
}
