import { REPLY_LIMITS, REVIEW_MESSAGES, type ReviewReply } from '@teachloop/shared';
import { seenBy } from '../moderation/visibility.policy';
import type { StoredReply, ThreadReview } from './replies.repo';

/** The name a party's reply goes by: an anonymous reviewer stays 'A peer' to the learner, as on the review. */
export function replyAuthorName(review: ThreadReview, authorId: string, readerId: string): string {
  if (authorId === review.learnerId) return review.learner;
  const hidden = review.anonymous && readerId !== review.reviewerId;
  return hidden ? REVIEW_MESSAGES.anonymousReviewer : review.reviewerName;
}

/** One reply as `readerId` (a party to the review) reads it: no user ids, only a name and whether it is theirs. */
export function toReviewReply(review: ThreadReview, reply: StoredReply, readerId: string): ReviewReply {
  const seen = reply.marks
    ? seenBy(readerId, reply.authorId, reply.marks)
    : { removal: undefined, blank: false };
  return {
    id: reply.id,
    reviewId: reply.reviewId,
    author: replyAuthorName(review, reply.authorId, readerId),
    mine: reply.authorId === readerId,
    body: seen.blank ? '' : reply.body,
    createdAt: reply.createdAt,
    editedAt: reply.editedAt,
    editableUntil: reply.createdAt + REPLY_LIMITS.editWindowMs,
    removed: seen.removal,
  };
}
