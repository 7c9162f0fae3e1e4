import type { onResponseAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-deps';
import { listModeratorIds } from '../../db/moderators';
import { publishAll } from '../realtime/notices';

/**
 * An onResponse hook for the report and moderation routes: once a change has been answered (not a read, not a
 * refusal), every moderator hears a `moderation` event, so an open /moderation page shows a new report, or another
 * moderator's action, without a reload. The event names no item: the page refetches what it shows.
 */
export function moderatorsHearChanges(
  context: Pick<AppContext, 'db' | 'events' | 'log' | 'flushWrites'>,
): onResponseAsyncHookHandler {
  return async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 300) return;
    const moderators = await listModeratorIds(context.db);
    if (moderators.length === 0) return;
    await publishAll(context, [{ userIds: moderators, event: { type: 'moderation', ids: [] } }]);
  };
}
