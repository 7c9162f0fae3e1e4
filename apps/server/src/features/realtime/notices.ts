import type { RealtimeEvent } from '@teachloop/shared';
import type { EventBus } from './event-bus';

/** An event and who must hear it, collected inside a transaction and published only after it commits. */
export interface Notice {
  userIds: string[];
  event: RealtimeEvent;
}

export function publishAll(events: EventBus, notices: readonly Notice[]): void {
  for (const notice of notices) events.publish(notice.userIds, notice.event);
}
