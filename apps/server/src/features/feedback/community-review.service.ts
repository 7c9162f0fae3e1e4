import {
  COMMUNITY_REVIEW_AFTER_MS,
  COMMUNITY_REVIEW_LIMITS,
  COMMUNITY_REVIEW_MESSAGES,
  type CommunityReviewsQuery,
  type CommunityReviewsResponse,
  type FeedbackDetail,
  type SessionUser,
  type SubmitReview,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { decodeCursor, encodeCursor } from '../../keyset-cursor';
import { isUnasked } from '../paths/unasked';
import { changeStatus, type StatusChangeDeps, type WorkItemKind } from '../work-items/change-status.service';
import { findCommunityCandidate, listOpenForCommunity } from './feedback.repo';
import type { ReviewAction } from './feedback.policy';
import { communityReviewRefusal } from './community-review.policy';
import { reviewKind } from './review.service';
import { toFeedbackDetail, type ReviewWithNotes } from './review-views';

/** The review if `userId` may review it as a community reviewer now; the policy's refusal otherwise. */
async function findOpenToReview(db: Db, userId: string, id: string, now: number): Promise<ReviewWithNotes> {
  const candidate = await findCommunityCandidate(db, userId, id);
  const refusal = communityReviewRefusal(candidate, userId, now);
  if (refusal || !candidate) throw new AppError(refusal?.code ?? 'not_found', refusal?.message ?? '');
  return candidate;
}

/**
 * A review written by a community reviewer: the ordinary review (same form, same effects: the learner's stars
 * and XP with fair-play caps, the reviewer's XP for a comment of substance), except that the submission also
 * makes the reviewer the row's reviewer_id and marks it `community`. The compare-and-set on (status pending,
 * updated_at as read) lets exactly one submission win, against another peer or the owner. The owner's challenge
 * loop only closes on the owner's own rating (findClosedLoop), so it pays the owner nothing here.
 */
function communityReviewKind(
  userId: string,
  now: number,
): WorkItemKind<'feedback_requests', ReviewWithNotes, ReviewAction, SubmitReview> {
  return {
    ...reviewKind,
    findOwn: (db, viewerId, id) => findOpenToReview(db, viewerId, id, now),
    write: (edit, before, at) => ({
      ...reviewKind.write(edit, before, at),
      reviewer_id: userId,
      community: 1,
    }),
    apply: (review, edit, status, at) => ({
      ...reviewKind.apply(review, edit, status, at),
      reviewerId: userId,
      community: true,
    }),
    effects: async (change) => [
      ...((await reviewKind.effects?.(change)) ?? []),
      // The owner's To give list loses the request (the courses account has no list to refresh).
      ...(isUnasked(change.before.reviewerId)
        ? []
        : [
            {
              userIds: [change.before.reviewerId],
              event: { type: 'feedback' as const, ids: [change.after.id] },
            },
          ]),
    ],
  };
}

/** A page of the reviews open to the user as a community reviewer, oldest first. */
export async function listCommunityReviews(
  db: Db,
  userId: string,
  query: CommunityReviewsQuery,
  now: number,
): Promise<CommunityReviewsResponse> {
  const after = query.cursor ? decodeCursor(query.cursor, COMMUNITY_REVIEW_MESSAGES.cursorInvalid) : null;
  const limit = query.limit ?? COMMUNITY_REVIEW_LIMITS.default;
  const completedBy = now - COMMUNITY_REVIEW_AFTER_MS;
  const rows = await listOpenForCommunity(db, userId, { completedBy, after, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    reviews: page,
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}

/** What a community reviewer reviews: the same side panel as the owner's. */
export async function getCommunityReview(
  db: Db,
  userId: string,
  id: string,
  now: number,
): Promise<FeedbackDetail> {
  return toFeedbackDetail(await findOpenToReview(db, userId, id, now));
}

/** Submits a community review; answers the side panel as it now reads (the reviewer may revise it from To give). */
export async function submitCommunityReview(
  deps: StatusChangeDeps,
  user: SessionUser,
  id: string,
  review: SubmitReview,
): Promise<FeedbackDetail> {
  const now = deps.now();
  const kind = communityReviewKind(user.id, now);
  try {
    const submitted = await changeStatus({ ...deps, now: () => now }, kind, user, {
      id,
      action: 'submit',
      edit: review,
    });
    return toFeedbackDetail(submitted);
  } catch (error) {
    // A lost compare-and-set: another peer, or the owner, wrote the review first.
    if (error instanceof AppError && error.code === 'conflict') {
      throw new AppError('conflict', COMMUNITY_REVIEW_MESSAGES.alreadyReviewed);
    }
    throw error;
  }
}
