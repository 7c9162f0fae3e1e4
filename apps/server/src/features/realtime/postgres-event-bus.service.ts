import { isRealtimeEvent, type RealtimeEvent } from '@teachloop/shared';
import pg from 'pg';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { EVENTS_HELD, type EventBus } from './event-bus';
import { createLocalFanOut, type Delivery } from './local-fan-out';
import {
  ensureEventIdSequence,
  lastEventId,
  listenForEvents,
  notifyEvents,
  type Notification,
} from './postgres-event-bus.repo';

/** User ids per NOTIFY: 100 UUIDs keep a payload near 4 KB, well under PostgreSQL's 8000-byte limit. */
const USERS_PER_NOTIFY = 100;
/** NOTIFYs per statement: publishes made together (a request's events, or several requests') share a round trip. */
const NOTIFIES_PER_STATEMENT = 50;
const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;

export interface PostgresEventBusOptions {
  db: Db;
  /** Where the listening connection goes: the same database the app uses. */
  url: string;
  capacity?: number;
  log: { error(detail: object, message: string): void; warn(detail: object, message: string): void };
}

/**
 * The event bus of several server processes on one PostgreSQL database (docs/deploy.md). publish() takes an id from a shared sequence and NOTIFYs; every process, this one included,
 * LISTENs on one dedicated connection and hands what it hears to its own subscribers, so all processes agree
 * on ids and a client can reconnect to any of them. When the listening connection drops, it reconnects with
 * back-off and tells every live stream to resync, since events may have gone unheard meanwhile.
 */
export async function createPostgresEventBus(options: PostgresEventBusOptions): Promise<EventBus> {
  const { db, url, log } = options;
  await ensureEventIdSequence(db);
  const local = createLocalFanOut({
    capacity: options.capacity ?? EVENTS_HELD,
    lastIdBeforeStart: 0,
    onListenerError: (err) => log.error({ err }, 'live-update listener failed'),
  });
  let client: pg.Client | undefined;
  let closing = false;
  let retryMs = RECONNECT_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const hear = (message: pg.Notification) => {
    const delivery = parseDelivery(message.payload);
    if (delivery) local.deliver(delivery);
    else log.warn({ payload: message.payload }, 'live update with an unreadable payload ignored');
  };

  const reconnectLater = () => {
    if (closing || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().catch((err: unknown) => {
        log.warn({ err }, 'live-update listener could not reconnect');
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        reconnectLater();
      });
    }, retryMs);
    retryTimer.unref();
  };

  /** Connects and LISTENs, then marks everything issued so far as possibly unheard (nothing before it replays). */
  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('error', (err) => {
      if (!closing) log.warn({ err }, 'live-update listener connection lost');
    });
    next.on('end', () => {
      if (client === next) client = undefined;
      reconnectLater();
    });
    next.on('notification', hear);
    try {
      await next.connect();
      await listenForEvents(next);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    if (closing) {
      await next.end();
      return;
    }
    client = next;
    retryMs = RECONNECT_FIRST_MS;
    local.markGap(await lastEventId(db));
  }

  await listen();

  // Publishes made in the same tick go out together once it ends; a request publishes each event it made at
  // once (publishAll), so a challenge's five events cost one round trip instead of five.
  let waiting: { notifications: Notification[]; sent: () => void; failed: (err: unknown) => void }[] = [];
  const sendWaiting = async () => {
    const batch = waiting;
    waiting = [];
    const notifications = batch.flatMap((publish) => publish.notifications);
    try {
      for (let at = 0; at < notifications.length; at += NOTIFIES_PER_STATEMENT) {
        await notifyEvents(db, notifications.slice(at, at + NOTIFIES_PER_STATEMENT));
      }
      for (const publish of batch) publish.sent();
    } catch (err) {
      for (const publish of batch) publish.failed(err);
    }
  };

  return {
    publish(userIds, event) {
      const unique = [...new Set(userIds)];
      const notifications: Notification[] = [];
      for (let at = 0; at < unique.length; at += USERS_PER_NOTIFY) {
        notifications.push({ userIds: unique.slice(at, at + USERS_PER_NOTIFY), event });
      }
      if (notifications.length === 0) return Promise.resolve();
      return new Promise<void>((sent, failed) => {
        if (waiting.length === 0) setImmediate(() => void sendWaiting());
        waiting.push({ notifications, sent, failed });
      });
    },
    subscribe: local.subscribe,
    replay: local.replay,
    replaySince: local.replaySince,
    lastId: local.lastId,
    subscriberCount: local.subscriberCount,
    async close() {
      closing = true;
      clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}

/** What a NOTIFY payload of ours holds; anything else (another writer on the channel) is ignored. */
const payloadSchema = z.object({
  id: z.number().int().positive(),
  u: z.array(z.string()),
  e: z.custom<RealtimeEvent>(isRealtimeEvent),
});

function parseDelivery(payload: string | undefined): Delivery | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload ?? ''));
    return parsed.success ? { id: parsed.data.id, userIds: parsed.data.u, event: parsed.data.e } : null;
  } catch {
    return null;
  }
}
