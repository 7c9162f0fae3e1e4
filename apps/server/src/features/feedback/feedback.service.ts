import type { FeedbackCounts, FeedbackRequest, LearnerReview } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { countFeedback, listFeedbackForReviewer, listReviewsOfLearner } from './feedback.repo';
import { toFeedbackRequest, toLearnerReview } from './review-views';

/** The feedback requests the user is asked to give, newest first (only those still waiting: `pendingOnly`). */
export async function listFeedbackToGive(
  db: Db,
  reviewerId: string,
  options: { limit: number; pendingOnly: boolean },
): Promise<FeedbackRequest[]> {
  return (await listFeedbackForReviewer(db, reviewerId, options)).map(toFeedbackRequest);
}

/** Received: the submitted reviews of the user's teach-backs, newest request first, as the learner sees them. */
export async function listReceivedReviews(
  db: Db,
  learnerId: string,
  limit: number,
): Promise<LearnerReview[]> {
  const reviews = await listReviewsOfLearner(db, learnerId, { limit, submittedOnly: true });
  return reviews.map(toLearnerReview);
}

/** Requests: every review request of the user's completed teach-backs, waiting or reviewed. */
export async function listRequestedReviews(
  db: Db,
  learnerId: string,
  limit: number,
): Promise<LearnerReview[]> {
  const reviews = await listReviewsOfLearner(db, learnerId, { limit, submittedOnly: false });
  return reviews.map(toLearnerReview);
}

export function getFeedbackCounts(db: Db, userId: string): Promise<FeedbackCounts> {
  return countFeedback(db, userId);
}
