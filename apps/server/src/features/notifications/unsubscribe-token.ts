import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationKind } from '@teachloop/shared';

/**
 * The token in an e-mail's unsubscribe link: an HMAC of the user and the kind under the server's secret, so the
 * link works without signing in, for that user and that kind only, and cannot be guessed or altered.
 */
export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

export function isUnsubscribeToken(
  secret: string,
  userId: string,
  kind: NotificationKind,
  token: string,
): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId, kind));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
