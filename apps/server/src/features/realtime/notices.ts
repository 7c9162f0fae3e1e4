import type { RealtimeEvent } from '@teachloop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FlushWrites } from '../../db/group-commit';
import type { EventBus } from './event-bus';

/** An event and who must hear it, collected inside a transaction and published only after it commits. */
export interface Notice {
  userIds: string[];
  event: RealtimeEvent;
}

export interface PublishDeps {
  events: EventBus;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Awaited first, so no peer hears of a write that a power cut could still undo (see AppDeps). */
  flushWrites?: FlushWrites;
}

/**
 * Publishes what a committed transaction changed. Never throws: the change is stored, so failing the request
 * would only invite a duplicate retry; a lost event costs a refetch at the next reconnect. Each failure is
 * logged with the event and its recipients.
 */
export async function publishAll(
  { events, log, flushWrites }: PublishDeps,
  notices: readonly Notice[],
): Promise<void> {
  if (notices.length === 0) return;
  try {
    await flushWrites?.();
  } catch (err) {
    // Not known to be on the disk: announcing it could announce a write that vanishes. The response flushes
    // again before it is sent, and answers 500 if that fails too.
    log.error({ err }, 'live updates not published: the writes could not be flushed to the disk');
    return;
  }
  await Promise.all(
    notices.map(async ({ userIds, event }) => {
      try {
        await events.publish(userIds, event);
      } catch (err) {
        log.error({ err, event, userIds }, 'live update not published');
      }
    }),
  );
}
