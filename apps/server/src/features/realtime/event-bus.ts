import type { RealtimeEvent } from '@teachloop/shared';

/** One event as a subscriber receives it: its number (the SSE id) and what changed. */
export interface BusMessage {
  id: number;
  event: RealtimeEvent;
}

export type BusListener = (message: BusMessage) => void;

/**
 * Live-update fan-out, addressed to user ids. Services call publish() only after their transaction commits,
 * through publishAll (notices.ts), which logs a failed publish instead of failing the committed request.
 *
 * Design note: this in-process bus serves one server process. A PostgreSQL implementation can replace it
 * behind the same interface: publish() sends `NOTIFY teachloop_events, '{"id":…,"userIds":[…],"event":…}'`
 * (numbered by a sequence so every node agrees on ids), and each node LISTENs on that channel, appends what
 * it hears to its own ring buffer and calls its local subscribers. Payloads stay tiny because events are ids.
 */
export interface EventBus {
  /** Settles once the event is handed on (a PostgreSQL bus: once NOTIFY is sent); rejects if it cannot be. */
  publish(userIds: readonly string[], event: RealtimeEvent): Promise<void>;
  subscribe(userId: string, listener: BusListener): () => void;
  /**
   * The user's events numbered after `afterId`, oldest first; null when the buffer no longer reaches back that
   * far (or the id was never issued here, e.g. before a restart), so the client must refetch everything.
   */
  replay(userId: string, afterId: number): BusMessage[] | null;
  /** The number of the newest event issued (or one below the first id when none has been). */
  lastId(): number;
}

interface Buffered extends BusMessage {
  userIds: readonly string[];
}

export interface InProcessBusOptions {
  /** How many recent events are kept for reconnecting clients. */
  capacity?: number;
  /**
   * The first event's number. Defaults to the clock, so ids keep rising across restarts and an id from a
   * previous process is always older than this buffer: that client gets a resync, never a wrong replay.
   */
  firstId?: number;
  onListenerError?: (error: unknown) => void;
}

export interface InProcessEventBus extends EventBus {
  /** Live subscriptions across all users: lets tests prove that closed streams leave nothing behind. */
  subscriberCount(): number;
}

export function createInProcessEventBus(options: InProcessBusOptions = {}): InProcessEventBus {
  const capacity = options.capacity ?? 1000;
  const ring: (Buffered | undefined)[] = new Array<Buffered | undefined>(capacity);
  const listeners = new Map<string, Set<BusListener>>();
  let nextId = options.firstId ?? Date.now();
  const firstEverId = nextId;

  /** The oldest id still held: anything after (that id - 1) can be replayed completely. */
  const oldestHeldId = () => Math.max(firstEverId, nextId - capacity);

  return {
    publish(userIds, event) {
      const message: Buffered = { id: nextId++, event, userIds: [...new Set(userIds)] };
      ring[message.id % capacity] = message;
      for (const userId of message.userIds) {
        for (const listener of listeners.get(userId) ?? []) {
          try {
            listener({ id: message.id, event });
          } catch (error) {
            options.onListenerError?.(error);
          }
        }
      }
      return Promise.resolve();
    },

    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<BusListener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },

    replay(userId, afterId) {
      if (!Number.isSafeInteger(afterId) || afterId >= nextId || afterId < oldestHeldId() - 1) return null;
      const messages: BusMessage[] = [];
      for (let id = afterId + 1; id < nextId; id++) {
        const buffered = ring[id % capacity];
        if (buffered?.id === id && buffered.userIds.includes(userId)) {
          messages.push({ id, event: buffered.event });
        }
      }
      return messages;
    },

    lastId: () => nextId - 1,

    subscriberCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}
