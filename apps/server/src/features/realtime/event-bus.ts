import type { RealtimeEvent } from '@teachloop/shared';
import { createLocalFanOut, type BusListener, type BusMessage, type ResyncListener } from './local-fan-out';

export type { BusMessage } from './local-fan-out';

/**
 * Live-update fan-out, addressed to user ids. Services call publish() only after their transaction commits,
 * through publishAll (notices.ts), which logs a failed publish instead of failing the committed request.
 * One process: the in-process bus below. Several processes on PostgreSQL: postgres-event-bus.service.ts (NOTIFY and
 * LISTEN, ids from one sequence), behind this same interface.
 */
export interface EventBus {
  /** Settles once the event is handed on (a PostgreSQL bus: once NOTIFY is sent); rejects if it cannot be. */
  publish(userIds: readonly string[], event: RealtimeEvent): Promise<void>;
  /** `onResync`: events may have been missed (the bus lost its connection); the client must refetch. */
  subscribe(userId: string, listener: BusListener, onResync?: ResyncListener): () => void;
  /**
   * The user's events numbered after `afterId`, oldest first; null when the buffer no longer reaches back that
   * far (or the id was never issued here, e.g. before a restart), so the client must refetch everything.
   */
  replay(userId: string, afterId: number): BusMessage[] | null;
  /**
   * The user's events heard at or after `sinceMs` (this process's clock), oldest first; null when some may no
   * longer be held (or were heard before this process listened), so the client must refetch everything.
   */
  replaySince(userId: string, sinceMs: number): BusMessage[] | null;
  /** The number of the newest event issued (or one below the first id when none has been). */
  lastId(): number;
  /** Live subscriptions in this process: lets tests prove that closed streams leave nothing behind. */
  subscriberCount(): number;
  close(): Promise<void>;
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
  /** The clock that dates what this process heard, for replays by time (epoch ms; Date.now unless given). */
  now?: () => number;
}

/** Recent events kept for replays: a few seconds of a very busy site (200 creations a second; decision 003). */
export const EVENTS_HELD = 10_000;

/** The bus of a single server process: publishing delivers at once to this process's subscribers. */
export function createInProcessEventBus(options: InProcessBusOptions = {}): EventBus {
  const firstId = options.firstId ?? Date.now();
  const local = createLocalFanOut({
    capacity: options.capacity ?? EVENTS_HELD,
    lastIdBeforeStart: firstId - 1,
    onListenerError: options.onListenerError,
    now: options.now,
  });
  let nextId = firstId;
  return {
    publish(userIds, event) {
      local.deliver({ id: nextId++, userIds, event });
      return Promise.resolve();
    },
    subscribe: local.subscribe,
    replay: local.replay,
    replaySince: local.replaySince,
    lastId: local.lastId,
    subscriberCount: local.subscriberCount,
    close: () => Promise.resolve(),
  };
}
