import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { LEARNING_MESSAGES, PUSH_LIMITS, PUSH_MESSAGES, type PushSubscriptionBody } from '@teachloop/shared';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import { isAllowedPushEndpoint } from './push-endpoint';
import { deleteOwnSubscription, trimSubscriptionsOf, upsertSubscription } from './push-subscriptions.repo';

type PushDeps = Pick<AppContext, 'config' | 'db' | 'now' | 'sessionTokenOf'>;

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
