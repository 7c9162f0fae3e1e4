import { ECDH, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { LEARNING_MESSAGES, PUSH_LIMITS, PUSH_MESSAGES, type PushSubscriptionBody } from '@teachloop/shared';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import { isAllowedPushEndpoint } from './push-endpoint';
import { deleteOwnSubscription, trimSubscriptionsOf, upsertSubscription } from './push-subscriptions.repo';

type PushDeps = Pick<AppContext, 'config' | 'db' | 'now' | 'sessionTokenOf'>;

/** RFC 8291's auth secret: 16 bytes. */
const AUTH_SECRET_BYTES = 16;

/**
 * Whether the keys can encrypt a push (RFC 8291): p256dh an uncompressed point on P-256, auth 16 bytes. Checked
 * here, where the browser can be told, rather than failing at every send until the session ends.
 */
function encryptableKeys(keys: PushSubscriptionBody['keys']): boolean {
  if (Buffer.from(keys.auth, 'base64url').length !== AUTH_SECRET_BYTES) return false;
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point[0] !== 0x04) return false;
  try {
    ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores this device's subscription for the session making the request, so it ends with that session (its row
 * cascades away on every sign-out path). The same endpoint sent again moves here; past PUSH_LIMITS.perUser the
 * user's oldest subscriptions are dropped.
 */
export async function subscribe(
  deps: PushDeps,
  userId: string,
  headers: IncomingHttpHeaders,
  body: PushSubscriptionBody,
): Promise<string> {
  if (!isAllowedPushEndpoint(body.endpoint, deps.config.push.extraEndpointHosts)) {
    throw new AppError('invalid_argument', PUSH_MESSAGES.endpointInvalid);
  }
  if (!encryptableKeys(body.keys)) throw new AppError('invalid_argument', PUSH_MESSAGES.keysInvalid);
  const sessionToken = await deps.sessionTokenOf(headers);
  if (!sessionToken) throw new AppError('unauthenticated', LEARNING_MESSAGES.signInRequired);
  return deps.db.transaction().execute(async (trx) => {
    const id = await upsertSubscription(trx, {
      id: randomUUID(),
      userId,
      sessionToken,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      createdAt: deps.now(),
    });
    // The session ended between the sign-in check and here (signed out in another tab).
    if (!id) throw new AppError('unauthenticated', LEARNING_MESSAGES.signInRequired);
    await trimSubscriptionsOf(trx, userId, PUSH_LIMITS.perUser, id);
    return id;
  });
}

/** Turns push off for a device: only the caller's own subscription is removed. */
export async function unsubscribe({ db }: Pick<AppContext, 'db'>, userId: string, endpoint: string) {
  if (!(await deleteOwnSubscription(db, userId, endpoint))) {
    throw new AppError('not_found', PUSH_MESSAGES.notFound);
  }
}
