import { REVIEW_MESSAGES, type FeedbackStatus } from '@teachloop/shared';
import type { Transition } from '../work-items/transition';

export type ReviewAction = 'submit';

/**
 * The review state machine: submitting moves pending → completed; a completed review can be submitted again
 * (a revision), which keeps it completed. Nothing is refused: only who may submit is (reviewParty).
 */
export function reviewTransition(_action: ReviewAction, _status: FeedbackStatus): Transition<FeedbackStatus> {
  return { ok: true, next: 'completed' };
}

/** Which side of a review the user is on; the caller has already found it among the user's own requests. */
export function reviewParty(review: { reviewerId: string }, userId: string): 'reviewer' | 'learner' {
  return review.reviewerId === userId ? 'reviewer' : 'learner';
}

/** Only a submitted review can be marked helpful; the answer when it cannot. */
export function helpfulRefusal(status: FeedbackStatus): string | null {
  return status === 'completed' ? null : REVIEW_MESSAGES.helpfulNotReviewed;
}
