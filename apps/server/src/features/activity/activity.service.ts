import {
  ACTIVITY_LIMITS,
  ACTIVITY_LINK_FILTERS,
  ACTIVITY_LINK_KINDS,
  ACTIVITY_LINK_LABELS,
  ACTIVITY_MESSAGES,
  type ActivityLinkKind,
  type ActivityListResponse,
  type ActivityTypeFilter,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { decodeCursor, encodeCursor } from '../../keyset-cursor';
import { listActivity, type ActivityFilter } from './activity.repo';

export interface ActivityQuery {
  type?: Exclude<ActivityTypeFilter, 'All'> | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** The link kinds whose label (the meta line's 'Challenge', 'Circle'…) contains the search term. */
function linkKindsMatching(q: string): ActivityLinkKind[] {
  const term = q.toLowerCase();
  return ACTIVITY_LINK_KINDS.filter((kind) => ACTIVITY_LINK_LABELS[kind].toLowerCase().includes(term));
}

const isLinkFilter = (type: ActivityQuery['type']): type is (typeof ACTIVITY_LINK_FILTERS)[number] =>
  ACTIVITY_LINK_FILTERS.some((kind) => kind === type);

/** What a filter picks: entries of a type, or (Badge, Circle) entries linking to that kind of thing. */
function filterOf(type: ActivityQuery['type'], q: string | undefined): ActivityFilter {
  const byLink = isLinkFilter(type);
  return {
    type: byLink ? undefined : type,
    linkKind: byLink ? type : undefined,
    q,
    linkKinds: q ? linkKindsMatching(q) : [],
  };
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
  const filter = filterOf(query.type, query.q);
  // One row more than the page tells whether another page follows without a count.
  const rows = await listActivity(db, userId, filter, { after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    activity: page,
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
