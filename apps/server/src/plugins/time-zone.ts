import { canonicalTimeZone, DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE, TIME_ZONE_HEADER } from '@teachloop/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The IANA time zone the browser sent (X-Time-Zone), in the runtime's canonical spelling; UTC when the header is
 * absent, repeated or names no zone the runtime knows. Never an error. It decides only what a reader sees (the
 * leaderboard's live streaks) and the zone a new account starts with: a user's own days (streak, daily XP cap)
 * are counted in the zone stored on their profile, which requests never move.
 */
export function timeZoneOf(request: Pick<FastifyRequest, 'headers'>): string {
  const value = request.headers[TIME_ZONE_HEADER];
  return (typeof value === 'string' && canonicalTimeZone(value)) || DEFAULT_TIME_ZONE;
}

/**
 * The zone a new account starts with: the header a sign-up from our page sends, else the cookie the Google
 * sign-in page leaves (Google's redirect back carries no header of ours), else UTC.
 */
export function signUpTimeZoneOf(headers: Headers): string {
  const header = headers.get(TIME_ZONE_HEADER);
  if (header && canonicalTimeZone(header)) return canonicalTimeZone(header)!;
  const cookie = (headers.get('cookie') ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === TIME_ZONE_COOKIE)?.[1];
  const fromCookie = cookie ? canonicalTimeZone(safeDecode(cookie)) : undefined;
  return fromCookie ?? DEFAULT_TIME_ZONE;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
