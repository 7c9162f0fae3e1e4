import { COMMUNITY_REVIEW_AFTER_MS, COMMUNITY_REVIEW_MESSAGES, REVIEW_MESSAGES } from '@teachloop/shared';
import type { ErrorCode } from '@teachloop/shared';
import { isUnasked } from '../paths/unasked';

/** What the policy needs to know of a review and of the peer who would review it. */
export interface CommunityReviewFacts {
  learnerId: string;
  /** The challenge's owner: the review's own reviewer. */
  ownerId: string;
  topic: string;
  status: 'pending' | 'completed';
  /** When the teach-back was completed (the request's creation). */
  createdAt: number;
  viewerVerified: boolean;
  /** The viewer's e-mail address is verified: enough to review an explanation taught without being asked. */
  viewerAddressVerified: boolean;
  /** The viewer and the learner are separated by a block: treated like any peer it is not open to. */
  viewerBlocked?: boolean;
}

export interface Refusal {
  code: ErrorCode;
  message: string;
}

/**
 * Whether `userId` may review as a community reviewer (decision 023): a pending review 7 days after its
 * teach-back was completed, of a topic they have verified, neither their own teach-back nor their own
 * challenge. An explanation taught without being asked (its challenge is the courses account's) is open at once
 * to any student with a verified address, topic or not: 'Open for review' lists it. Its two parties know it
 * exists (403); anyone else who may not review it is told it does not (404), so an unverified peer learns
 * nothing of it. Once reviewed, by anyone, it is closed (409).
 */
export function communityReviewRefusal(
  review: CommunityReviewFacts | undefined,
  userId: string,
  now: number,
): Refusal | null {
  if (!review) return { code: 'not_found', message: REVIEW_MESSAGES.notFound };
  if (review.learnerId === userId) {
    return { code: 'permission_denied', message: COMMUNITY_REVIEW_MESSAGES.ownTeachback };
  }
  if (review.ownerId === userId) {
    return { code: 'permission_denied', message: COMMUNITY_REVIEW_MESSAGES.yourOwnRequest };
  }
  const late = review.createdAt + COMMUNITY_REVIEW_AFTER_MS <= now;
  const asCommunity = review.viewerVerified && Boolean(review.topic) && late;
  const unaskedOpen = isUnasked(review.ownerId) && review.viewerAddressVerified;
  if (!(asCommunity || unaskedOpen) || review.viewerBlocked) {
    return { code: 'not_found', message: REVIEW_MESSAGES.notFound };
  }
  if (review.status !== 'pending') {
    return { code: 'conflict', message: COMMUNITY_REVIEW_MESSAGES.alreadyReviewed };
  }
  return null;
}
