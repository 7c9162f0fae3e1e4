import { DEFAULT_TIME_ZONE, isValidTimeZone, TIME_ZONE_HEADER } from '@teachloop/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The IANA time zone the browser sent (X-Time-Zone), in the runtime's canonical spelling; UTC when the header is
 * absent, repeated or names no zone the runtime knows. Never an error: a day boundary is a display concern, and
 * every request still works without it.
 */
export function timeZoneOf(request: Pick<FastifyRequest, 'headers'>): string {
  const value = request.headers[TIME_ZONE_HEADER];
  if (typeof value !== 'string' || !isValidTimeZone(value)) return DEFAULT_TIME_ZONE;
  return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
}

/** A service's dependencies for one request, with the acting user's time zone (e.g. StatusChangeDeps). */
export function withTimeZone<Deps extends object>(
  deps: Deps,
  request: Pick<FastifyRequest, 'headers'>,
): Deps & { timeZone: string } {
  return { ...deps, timeZone: timeZoneOf(request) };
}
