import type { RealtimeEvent } from '@teachloop/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from './event-bus';

/** An event and who must hear it, collected inside a transaction and published only after it commits. */
export interface Notice {
  userIds: string[];
  event: RealtimeEvent;
}

export interface PublishDeps {
  events: EventBus;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Publishes what a committed transaction changed. Never throws: the change is stored, so failing the request
 * would only invite a duplicate retry; a lost event costs a refetch at the next reconnect. Each failure is
 * logged with the event and its recipients.
 */
export async function publishAll({ events, log }: PublishDeps, notices: readonly Notice[]): Promise<void> {
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
