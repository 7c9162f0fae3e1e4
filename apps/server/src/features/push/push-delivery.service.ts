import type { Agent } from 'node:https';
import { isQuietHour, localHour, type NotificationKind, type PushPayload } from '@teachloop/shared';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isAllowedPushEndpoint } from './push-endpoint';
import { removeSubscriptionByEndpoint } from './push-subscriptions.repo';
import {
  claimPush,
  deferPush,
  listDuePushes,
  listLiveSubscriptions,
  type DuePush,
  type LiveSubscription,
} from './push-delivery.repo';
import { quietEndsAt } from './quiet-hours';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

const BATCH = 50;
/** Batches one run may take: the rest waits for the next run, so a backlog cannot hold up the other tasks. */
const MAX_BATCHES = 20;
/**
 * How long a push service keeps a message for a device that is offline (seconds). Twelve hours: what is pushed
 * is about today (a review waiting, a teach-back due, a streak ending tonight); later, the bell says it anyway.
 */
const TTL_SECONDS = 12 * 60 * 60;
/** How long one push service may keep the socket idle before the send fails (it is not retried). */
const SEND_TIMEOUT_MS = 10_000;
/** Kinds the push services should deliver at once, even to a device saving power: they are about now. */
const URGENT_KINDS: ReadonlySet<NotificationKind> = new Set(['teachback_assigned', 'streak_ending']);

export interface PushDeliveryDeps {
  db: Db;
  config: Config;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** The HTTPS agent pushes go out through (Node's global one unless given: tests trust a local push service). */
  pushAgent?: Agent | undefined;
}

/** What the service worker shows: the notification's words and the page a click opens. */
function pushPayloadOf(push: Pick<DuePush, 'id' | 'kind' | 'text' | 'href'>): PushPayload {
  return {
    title: 'Teachloop',
    body: push.text,
    href: push.href,
    // One reminder of a streak at a time; otherwise a newer notification about the same page replaces the
    // older one on the device (two replies under one review), and different pages stack.
    tag: push.kind === 'streak_ending' ? push.kind : `${push.kind}:${push.href}`,
    id: push.id,
  };
}

/**
 * Pushes the notifications due at `at` to their users' signed-in devices, earliest first, a batch at a time.
 * Each is claimed (push_at → null, compare-and-set) before it is sent, so two processes never push the same
 * notification. A read one is dropped; in its user's quiet hours (their own zone) one is moved to the hour quiet
 * ends, again by compare-and-set, except the streak reminder, which would be wrong by then and is dropped. A
 * push service answering 404 or 410 has forgotten the subscription, which is removed; any other failure is
 * logged and not retried (at most once, like the mail outbox: a process dying between the claim and the send
 * loses that push, never sends it twice). Returns how many messages the push services accepted.
 */
export async function deliverDuePushes(deps: PushDeliveryDeps, at: number): Promise<number> {
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await listDuePushes(deps.db, at, BATCH);
    if (due.length === 0) break;
    // Loaded before anything is claimed: a server that cannot load its key pair loses no push (the task fails).
    const vapid = loadVapidKeys(deps.config);
    for (const push of due) sent += await deliverOne(deps, vapid, push, at);
    // Every row read left the due range (claimed, dropped, moved later, or taken by another process).
    if (due.length < BATCH) break;
  }
  return sent;
}

async function deliverOne(
  deps: PushDeliveryDeps,
  vapid: VapidKeys,
  push: DuePush,
  at: number,
): Promise<number> {
  if (push.read) {
    await claimPush(deps.db, push.id, push.pushAt);
    return 0;
  }
  const quiet = { start: push.quietStart, end: push.quietEnd };
  if (isQuietHour(localHour(at, push.timeZone), quiet)) {
    if (push.kind === 'streak_ending') await claimPush(deps.db, push.id, push.pushAt);
    else await deferPush(deps.db, push.id, push.pushAt, quietEndsAt(at, push.timeZone, quiet));
    return 0;
  }
  if (!(await claimPush(deps.db, push.id, push.pushAt))) return 0;
  const payload = JSON.stringify(pushPayloadOf(push));
  let sent = 0;
  for (const subscription of await listLiveSubscriptions(deps.db, push.userId, at)) {
    // Checked again at sending: the allowed push services may have changed since the subscription was stored.
    if (!isAllowedPushEndpoint(subscription.endpoint, deps.config.push.extraEndpointHosts)) continue;
    if (await send(deps, vapid, subscription, payload, push)) sent += 1;
  }
  return sent;
}

async function send(
  deps: PushDeliveryDeps,
  vapid: VapidKeys,
  subscription: LiveSubscription,
  payload: string,
  push: DuePush,
): Promise<boolean> {
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      payload,
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: TTL_SECONDS,
        urgency: URGENT_KINDS.has(push.kind) ? 'high' : 'normal',
        timeout: SEND_TIMEOUT_MS,
        ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
      },
    );
    return true;
  } catch (err) {
    const status = err instanceof webpush.WebPushError ? err.statusCode : undefined;
    if (status === 404 || status === 410) {
      // The push service forgot this subscription (the browser unsubscribed or was reset): it will never work again.
      await removeSubscriptionByEndpoint(deps.db, subscription.endpoint);
      return false;
    }
    deps.log.warn(
      { err, notificationId: push.id, status },
      'push message not accepted by the push service; it is not retried',
    );
    return false;
  }
}
