import {
  LEARNING_MESSAGES,
  type FeedbackCounts,
  type FeedbackRequest,
  type LearnerReview,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { decodeCursor, pageOf } from '../../keyset-cursor';
import { countFeedback, listFeedbackForReviewer, listReviewsOfLearner } from './feedback.repo';
import type { StoredReview } from './review-views';
import { toFeedbackRequest, toLearnerReview } from './review-views';

/** A page of a feedback tab as a caller asks for it: `cursor` is the previous page's `nextCursor`. */
export interface FeedbackPageQuery {
  limit: number;
  cursor?: string | undefined;
}

/** Where the page asked for starts: after the cursor's row, or at the top. A cursor not of ours is a 400. */
function afterCursor(cursor: string | undefined) {
  return cursor ? decodeCursor(cursor, LEARNING_MESSAGES.listCursorInvalid) : null;
}

/** Reads one row more than the page to know whether another follows; the cursor is the last row's position. */
async function pageOfReviews<Item>(
  query: FeedbackPageQuery,
  read: (page: { limit: number; after: ReturnType<typeof afterCursor> }) => Promise<StoredReview[]>,
  toItem: (review: StoredReview) => Item,
): Promise<{ items: Item[]; nextCursor: string | null }> {
  const rows = await read({ limit: query.limit + 1, after: afterCursor(query.cursor) });
  const page = pageOf(rows, query.limit, (row) => ({ createdAt: row.createdAt, id: row.id }));
  return { items: page.rows.map(toItem), nextCursor: page.nextCursor };
}

/**
 * A page of the feedback requests the user is asked to give, newest first (only those still waiting:
 * `pendingOnly`).
 */
export function listFeedbackToGive(
  db: Db,
  reviewerId: string,
  query: FeedbackPageQuery & { pendingOnly: boolean },
) {
  return pageOfReviews(
    query,
    (page) => listFeedbackForReviewer(db, reviewerId, { ...page, pendingOnly: query.pendingOnly }),
    (review): FeedbackRequest => toFeedbackRequest(review),
  );
}

/** Received: a page of the submitted reviews of the user's teach-backs, newest request first. */
export function listReceivedReviews(db: Db, learnerId: string, query: FeedbackPageQuery) {
  return pageOfReviews(
    query,
    (page) => listReviewsOfLearner(db, learnerId, { ...page, submittedOnly: true }),
    (review): LearnerReview => toLearnerReview(review),
  );
}

/** Requests: a page of every review request of the user's completed teach-backs, waiting or reviewed. */
export function listRequestedReviews(db: Db, learnerId: string, query: FeedbackPageQuery) {
  return pageOfReviews(
    query,
    (page) => listReviewsOfLearner(db, learnerId, { ...page, submittedOnly: false }),
    (review): LearnerReview => toLearnerReview(review),
  );
}

export function getFeedbackCounts(db: Db, userId: string): Promise<FeedbackCounts> {
  return countFeedback(db, userId);
}
