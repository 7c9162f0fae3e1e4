import type { RealtimeEvent } from '@teachloop/shared';

/** One event as a subscriber receives it: its number (the SSE id) and what changed. */
export interface BusMessage {
  id: number;
  event: RealtimeEvent;
}

export type BusListener = (message: BusMessage) => void;
/** Called when events may have been missed (e.g. the bus lost its connection): refetch everything. */
export type ResyncListener = (lastId: number) => void;

/** A numbered event and the users it is for, as this process hears it. */
export interface Delivery extends BusMessage {
  userIds: readonly string[];
}

/** A delivery as the buffer holds it: when this process heard it, by its own clock. */
interface Held extends Delivery {
  heardAt: number;
}

interface Subscriber {
  onMessage: BusListener;
  onResync?: ResyncListener;
}

export interface LocalFanOut {
  /** Keeps the event for replay and hands it to this process's subscribers among its users. */
  deliver: (delivery: Delivery) => void;
  subscribe: (userId: string, onMessage: BusListener, onResync?: ResyncListener) => () => void;
  replay: (userId: string, afterId: number) => BusMessage[] | null;
  /** The user's events this process heard at or after `sinceMs` (its clock), oldest first; null when not all are held. */
  replaySince: (userId: string, sinceMs: number) => BusMessage[] | null;
  lastId: () => number;
  /**
   * Events up to `id` may have gone unheard: replays from before it answer null (resync), and every live
   * subscriber is told at once.
   */
  markGap: (id: number) => void;
  subscriberCount: () => number;
}

/**
 * The part of every event bus that lives in one process: the subscribers of this process, and a ring of the
 * most recent events for clients that reconnect with the last id they saw, or that open their first stream
 * after reading their pages (replaySince). Events may be delivered out of id order (several processes take ids
 * from one sequence); the ring is indexed by id, so replay stays in order.
 */
export function createLocalFanOut(options: {
  capacity: number;
  /** The newest id issued before this process started listening: nothing at or before it can be replayed. */
  lastIdBeforeStart: number;
  onListenerError?: (error: unknown) => void;
  now?: () => number;
}): LocalFanOut {
  const { capacity } = options;
  const now = options.now ?? Date.now;
  const ring = new Array<Held | undefined>(capacity);
  // The same deliveries in the order they were heard (so by heardAt), for replays by time.
  const heard = new Array<Held | undefined>(capacity);
  let heardCount = 0;
  const subscribers = new Map<string, Set<Subscriber>>();
  let highest = options.lastIdBeforeStart;
  let oldestHeld = options.lastIdBeforeStart + 1;
  // Events heard up to this time may be missing from `heard`: before this process listened, dropped from the
  // buffer, or lost in a gap. A replay by time reaching back to it answers null.
  let unsureUpTo = now();

  const each = (callback: (subscriber: Subscriber) => void, userIds?: readonly string[]) => {
    const sets = userIds ? userIds.map((userId) => subscribers.get(userId)) : subscribers.values();
    for (const set of sets) {
      for (const subscriber of set ?? []) {
        try {
          callback(subscriber);
        } catch (error) {
          options.onListenerError?.(error);
        }
      }
    }
  };

  return {
    deliver(delivery) {
      const message: Held = { ...delivery, userIds: [...new Set(delivery.userIds)], heardAt: now() };
      ring[message.id % capacity] = message;
      const dropped = heard[heardCount % capacity];
      if (dropped) unsureUpTo = Math.max(unsureUpTo, dropped.heardAt);
      heard[heardCount % capacity] = message;
      heardCount += 1;
      highest = Math.max(highest, message.id);
      each((subscriber) => subscriber.onMessage({ id: message.id, event: message.event }), message.userIds);
    },

    subscribe(userId, onMessage, onResync) {
      const set = subscribers.get(userId) ?? new Set<Subscriber>();
      const subscriber = { onMessage, onResync };
      set.add(subscriber);
      subscribers.set(userId, set);
      return () => {
        set.delete(subscriber);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },

    replay(userId, afterId) {
      const reachesBackTo = Math.max(oldestHeld, highest + 1 - capacity);
      if (!Number.isSafeInteger(afterId) || afterId > highest || afterId < reachesBackTo - 1) return null;
      const messages: BusMessage[] = [];
      for (let id = afterId + 1; id <= highest; id++) {
        const held = ring[id % capacity];
        if (held?.id === id && held.userIds.includes(userId)) messages.push({ id, event: held.event });
      }
      return messages;
    },

    replaySince(userId, sinceMs) {
      if (!Number.isFinite(sinceMs) || sinceMs <= unsureUpTo) return null;
      const messages: BusMessage[] = [];
      for (let at = heardCount - 1; at >= Math.max(0, heardCount - capacity); at--) {
        const held = heard[at % capacity]!;
        if (held.heardAt < sinceMs) break;
        if (held.userIds.includes(userId)) messages.push({ id: held.id, event: held.event });
      }
      return messages.sort((a, b) => a.id - b.id);
    },

    lastId: () => highest,

    markGap(id) {
      highest = Math.max(highest, id);
      oldestHeld = highest + 1;
      unsureUpTo = now();
      each((subscriber) => subscriber.onResync?.(highest));
    },

    subscriberCount: () => [...subscribers.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
