import { TIME_ZONE_COOKIE } from '@teachloop/shared';
import { browserTimeZone } from './api-client';

/** Minutes enough for a Google sign-in round trip; the server reads the cookie once. */
const MAX_AGE_SECONDS = 15 * 60;

/**
 * The cookie that carries the browser's time zone to the server's sign-in callback (only under /api/auth, for
 * 15 minutes); null when the browser names no zone.
 */
export function timeZoneCookie(zone: string, protocol: string): string | null {
  if (!zone) return null;
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/api/auth; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * Leaves the browser's time zone for a Google sign-in: Google's redirect back carries no header of ours, and a
 * first sign-in creates the profile, which stores the zone its days are counted in.
 */
export function rememberTimeZoneForSignIn(): void {
  const cookie = timeZoneCookie(browserTimeZone(), window.location.protocol);
  if (cookie) document.cookie = cookie;
}
