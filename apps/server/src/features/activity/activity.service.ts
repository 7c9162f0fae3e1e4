import {
  ACTIVITY_LIMITS,
  ACTIVITY_MESSAGES,
  ACTIVITY_LINK_KINDS,
  ACTIVITY_LINK_LABELS,
  type ActivityLinkKind,
  type ActivityListResponse,
  type ActivityType,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { decodeCursor, encodeCursor } from '../../keyset-cursor';
import { listActivity } from './activity.repo';

export interface ActivityQuery {
  type?: Exclude<ActivityType, 'info'> | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** The link kinds whose label (the meta line's 'Challenge', 'Circle'…) contains the search term. */
export function linkKindsMatching(q: string): ActivityLinkKind[] {
  const term = q.toLowerCase();
  return ACTIVITY_LINK_KINDS.filter((kind) => ACTIVITY_LINK_LABELS[kind].toLowerCase().includes(term));
}

/**
 * The user's own activity, newest first: a page of `limit` entries (10 unless asked) matching the type and
 * search, after the cursor; `nextCursor` is null once nothing older matches.
 */
export async function listOwnActivity(
  db: Db,
  userId: string,
  query: ActivityQuery,
): Promise<ActivityListResponse> {
  const limit = query.limit ?? ACTIVITY_LIMITS.default;
  const after = query.cursor ? decodeCursor(query.cursor, ACTIVITY_MESSAGES.cursorInvalid) : null;
  const filter = { type: query.type, q: query.q, linkKinds: query.q ? linkKindsMatching(query.q) : [] };
  // One row more than the page tells whether another page follows without a count.
  const rows = await listActivity(db, userId, filter, { after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    activity: page,
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
