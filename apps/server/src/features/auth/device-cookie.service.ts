import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { AUTH_BASE_PATH } from './auth.service';
import { countTrustedAttempt, deleteReplacedDeviceCookies, insertDeviceCookie } from './device-cookies.repo';
import { signCookieValue, signedCookieReader } from './signed-cookie';

/**
 * Device cookies, as OWASP describes them ('Slow down online guessing attacks with device cookies'): a correct
 * password sets a signed, HttpOnly, long-lived cookie binding (user, random nonce). A sign-in attempt for that
 * user that presents it skips the per-account and per-address limits, so strangers guessing from many addresses
 * never lock the owner out of a device they signed in from before; the device has its own limit instead, and
 * once its wrong passwords reach it, the cookie is not trusted again until a correct password replaces it.
 */
const DEVICE_COOKIE = 'teachloop.device';
const DEVICE_COOKIE_DAYS = 180;
/** Wrong passwords a device may send before its cookie stops being trusted (as many as one address may). */
const DEVICE_FAILURE_LIMIT = 10;
const LIFETIME_MS = DEVICE_COOKIE_DAYS * 86_400_000;

export interface Device {
  userId: string;
  nonce: string;
}

export function deviceCookies(db: Db, secret: string, secure: boolean) {
  const read = signedCookieReader(DEVICE_COOKIE, secret);
  return {
    /** The device cookie a request carries, if its signature holds (what it is worth is up to `trusts`). */
    presented(cookieHeader: string | undefined): Device | null {
      const [userId, nonce, extra] = read(cookieHeader)?.split(':') ?? [];
      return userId && nonce && extra === undefined ? { userId, nonce } : null;
    },

    /** Whether this sign-in attempt for `email` is trusted; a trusted attempt counts against the device. */
    trusts(device: Device, email: string, now = Date.now()): Promise<boolean> {
      return countTrustedAttempt(
        db,
        { nonceHash: hashOf(device.nonce), userId: device.userId, email },
        { maxFailures: DEVICE_FAILURE_LIMIT, issuedAfter: now - LIFETIME_MS },
      );
    },

    /** A new device cookie for `userId` after a correct password (replacing the one presented): its Set-Cookie. */
    async issue(userId: string, presented: Device | null, now = Date.now()): Promise<string> {
      const nonce = randomBytes(32).toString('base64url');
      const replaced = presented?.userId === userId ? hashOf(presented.nonce) : undefined;
      await deleteReplacedDeviceCookies(db, userId, replaced, now - LIFETIME_MS);
      await insertDeviceCookie(db, { nonceHash: hashOf(nonce), userId, createdAt: now });
      const value = signCookieValue(`${userId}:${nonce}`, secret);
      const attributes = `Max-Age=${LIFETIME_MS / 1000}; Path=${AUTH_BASE_PATH}; HttpOnly; SameSite=Strict`;
      return `${DEVICE_COOKIE}=${value}; ${attributes}${secure ? '; Secure' : ''}`;
    },
  };
}

function hashOf(nonce: string): string {
  return createHash('sha256').update(nonce).digest('base64url');
}
