import {
  isPathItemDone,
  pathItemKey,
  type FeedbackStatus,
  type PathItem,
  type PathItemProgress,
  type PathItemState,
  type TeachbackStatus,
} from '@teachloop/shared';

/**
 * One row of the viewer's on a path item: `asked`, their own challenge asked from it (with its teach-back and
 * review, if any); `taught`, an explanation of it they write or wrote (with its review, if any).
 */
export interface PathRow {
  side: 'asked' | 'taught';
  /** '{course}/{item}'. */
  pathItem: string;
  challengeId: string;
  /** The challenge's creation (asked) or the teach-back's (taught): the latest row decides an item not done. */
  createdAt: number;
  teachbackId: string | null;
  teachbackStatus: TeachbackStatus | null;
  reviewStatus: FeedbackStatus | null;
  rating: number | null;
  reviewerId: string | null;
}

const rated = (row: PathRow) => row.reviewStatus === 'completed' && (row.rating ?? 0) > 0;

/** What one row says of the viewer's state on its item (see PATH_ITEM_STATES). */
function rowState(row: PathRow, viewerId: string): PathItemState {
  if (row.side === 'taught') {
    if (row.teachbackStatus !== 'completed') return 'being_taught';
    return rated(row) ? 'taught_by_you' : 'taught_back';
  }
  if (row.teachbackId === null || row.teachbackStatus === 'pending') return 'asked';
  if (row.teachbackStatus === 'in_progress') return 'being_taught';
  // Learned: the viewer rated the explanation themself (a community reviewer's stars are not their review).
  return rated(row) && row.reviewerId === viewerId ? 'reviewed' : 'taught_back';
}

/**
 * A challenge asked from an item is unfinished until its explanation's review is submitted (by its owner, or by
 * a community reviewer): asking the item again answers it instead of making a second one.
 */
export function isUnfinishedAsk(row: PathRow): boolean {
  return row.side === 'asked' && row.reviewStatus !== 'completed';
}

/** An explanation of an item is unfinished until it is completed: teaching the item again opens it instead. */
export function isUnfinishedTeach(row: PathRow): boolean {
  return row.side === 'taught' && row.teachbackStatus !== 'completed';
}

const newestFirst = (a: PathRow, b: PathRow) => b.createdAt - a.createdAt;

/**
 * The viewer's state on each item of a course's path, in path order, from their rows (of any course): done when
 * any row is (taught by you before reviewed), else the state of the newest row, else not started. With each item,
 * the newest challenge asked from it and the newest explanation of it.
 */
export function pathProgress(
  course: string,
  items: readonly PathItem[],
  rows: readonly PathRow[],
  viewerId: string,
): PathItemProgress[] {
  const byItem = new Map<string, PathRow[]>();
  for (const row of [...rows].sort(newestFirst)) {
    const list = byItem.get(row.pathItem) ?? [];
    list.push(row);
    byItem.set(row.pathItem, list);
  }
  return items.map((item) => {
    const own = byItem.get(pathItemKey(course, item.slug)) ?? [];
    const states = own.map((row) => rowState(row, viewerId));
    const done = states.find((state) => state === 'taught_by_you') ?? states.find(isPathItemDone);
    return {
      slug: item.slug,
      state: done ?? states[0] ?? 'not_started',
      challengeId: own.find((row) => row.side === 'asked')?.challengeId ?? null,
      teachbackId: own.find((row) => row.side === 'taught')?.teachbackId ?? null,
    };
  });
}
