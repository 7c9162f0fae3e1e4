import {
  NOTIFICATION_TEXTS,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewEarnsReviewerXp,
  TEACHBACK_COMPLETED_XP,
  reviewReceivedXp,
  VERIFIED_MIN_STARS,
  type FeedbackDetail,
  type SessionUser,
  type SubmitReview,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { notify } from '../notifications/notify.service';
import type { Notice } from '../realtime/notices';
import {
  changeStatus,
  type AppliedChange,
  type StatusChangeDeps,
  type WorkItemKind,
} from '../work-items/change-status.service';
import { completeChallengeByOwnerReview, ownerRatingCompletes } from '../challenges/challenge-loop.service';
import { completeCoursesAfterReview } from '../paths/course-completion.service';
import { isUnasked } from '../paths/unasked';
import { syncPublished } from '../library/publish.service';
import { getOwnItem } from '../work-items/own-item.service';
import { awardXp, earnNewBadges, holdXpOf, xpNotices } from '../xp/award.service';
import { countTowardsGoal } from '../xp/daily-goal.service';
import { verifySkillAfterReview } from '../xp/verified-skills.service';
import { findReviewForParty } from './feedback.repo';
import { reviewParty, reviewTransition, type ReviewAction } from './feedback.policy';
import { toFeedbackDetail, type ReviewWithNotes } from './review-views';

/**
 * The reviewer's own review. The learner of the same request is told they may not open it (403); anyone else
 * finds nothing, exactly like a missing id (404).
 */
async function findOwnReview(db: Db, userId: string, id: string): Promise<ReviewWithNotes | undefined> {
  const review = await findReviewForParty(db, userId, id);
  if (review && reviewParty(review, userId) === 'learner') {
    throw new AppError('permission_denied', REVIEW_MESSAGES.noPermission);
  }
  return review;
}

/** A submission replaces the whole review: what the form leaves out is cleared, not kept. */
function reviewColumns(edit: SubmitReview) {
  return {
    rating: edit.rating,
    rubric_clarity: edit.rubric?.clarity ?? null,
    rubric_accuracy: edit.rubric?.accuracy ?? null,
    rubric_examples: edit.rubric?.examples ?? null,
    comment: edit.comment || null,
    anonymous: edit.anonymous ? 1 : 0,
  };
}

/**
 * What a submission implies, in its transaction (every submission is rated): the learner earns 2 XP per star
 * and the reviewer the request's points when the comment has substance, each once ever (a revision finds the
 * ledger rows and awards nothing; a first submission whose comment was too short leaves the reviewer's award to
 * a revision that has one); the owner's rating completes their challenge, if not yet, and pays its points once
 * (a community reviewer's completes nothing); 4 stars or more may verify the learner's topic; 5 stars may earn the learner 'Well Explained' even on
 * a revision. An explanation taught without being asked (its pending review was the courses account's) pays its
 * author the teach-back's XP here, on its first rated review, instead of at completion, with the reviewer as the
 * pair cap's peer. A path item's review may complete its course for the learner or the owner who rated it (its
 * badge and verified skill). A rated review counts towards its reviewer's daily goal. Both sides hear of the review.
 */
async function reviewEffects({
  trx,
  before,
  after,
  now,
}: AppliedChange<ReviewWithNotes, ReviewAction>): Promise<Notice[]> {
  const { id, reviewerId, learnerId } = after;
  const rating = after.rating ?? 0;
  await holdXpOf(trx, [reviewerId, learnerId]);
  const notices: Notice[] = [{ userIds: [learnerId], event: { type: 'feedback', ids: [id] } }];
  if (before.status === 'pending') {
    // Told once, on the first submission; a revision updates the review in place without a new notification.
    const text = NOTIFICATION_TEXTS.reviewReceived(after.title, rating);
    const received = { userId: learnerId, kind: 'review_received' as const, text, now };
    notices.push(...(await notify(trx, { ...received, href: '/feedback?tab=received' })));
  }
  // A rated review counts towards its reviewer's daily goal, once per review: a revision counts nothing.
  if (rating > 0) {
    notices.push(...(await countTowardsGoal(trx, { userId: reviewerId, action: 'review', itemId: id, now })));
  }
  if (reviewEarnsReviewerXp(after)) {
    const given = { userId: reviewerId, kind: 'feedback_given' as const, amount: after.points };
    notices.push(...(await awardXp(trx, { ...given, itemId: id, peerId: learnerId, now })).notices);
  }
  if (isUnasked(before.reviewerId) && rating > 0) {
    const taught = {
      userId: learnerId,
      kind: 'teachback_completed' as const,
      amount: TEACHBACK_COMPLETED_XP,
    };
    notices.push(
      ...(await awardXp(trx, { ...taught, itemId: after.teachbackId, peerId: reviewerId, now })).notices,
    );
  }
  const received = { userId: learnerId, kind: 'review_received' as const, amount: reviewReceivedXp(rating) };
  notices.push(...(await awardXp(trx, { ...received, itemId: id, peerId: reviewerId, now })).notices);
  notices.push(...(await completeChallengeByOwnerReview(trx, after, now)));
  if (rating >= VERIFIED_MIN_STARS) {
    notices.push(...(await verifySkillAfterReview(trx, learnerId, after.topic, now)));
  }
  if (rating === REVIEW_LIMITS.maxStars) {
    const badges = await earnNewBadges(trx, learnerId, now);
    if (badges.activityIds.length > 0) notices.push(...xpNotices(learnerId, badges.activityIds));
    notices.push(...badges.notices);
  }
  // A rated review completes a path item for its learner, and for the owner who rated it: maybe a whole path.
  notices.push(...(await completeCoursesAfterReview(trx, after, now)));
  // The rating puts the explanation in its course's library or takes it out, as its author chose.
  await syncPublished(trx, after.teachbackId, now);
  return notices;
}

/**
 * A review as a work item: its reviewer submits it (pending → completed) and may revise it (completed →
 * completed); the first submission is stamped completed_at.
 */
export const reviewKind: WorkItemKind<'feedback_requests', ReviewWithNotes, ReviewAction, SubmitReview> = {
  table: 'feedback_requests',
  event: 'feedback',
  notFound: REVIEW_MESSAGES.notFound,
  findOwn: findOwnReview,
  transition: reviewTransition,
  // A submission replaces the whole review: a comment left out references no image any more.
  images: { source: 'review_comment', markdownOf: (edit) => edit.comment ?? '' },
  write: (edit, before, now) => ({ ...reviewColumns(edit), completed_at: before.completedAt ?? now }),
  apply: (review, edit, status, now) => {
    const columns = reviewColumns(edit);
    return {
      ...review,
      status,
      rating: columns.rating,
      rubric: {
        clarity: columns.rubric_clarity,
        accuracy: columns.rubric_accuracy,
        examples: columns.rubric_examples,
      },
      comment: columns.comment,
      anonymous: columns.anonymous === 1,
      completedAt: review.completedAt ?? now,
      updatedAt: now,
    };
  },
  activity: {
    type: 'feedback',
    text: (_action, review) =>
      review.status === 'pending'
        ? ACTIVITY_TEXTS.gaveFeedback(review.title, review.learner)
        : ACTIVITY_TEXTS.updatedFeedback(review.title, review.learner),
  },
  effects: reviewEffects,
};

/** The reviewer's side panel for one request. */
export async function getReviewForReviewer(db: Db, userId: string, id: string): Promise<FeedbackDetail> {
  const review = await getOwnItem(db, reviewKind, userId, id);
  return { ...toFeedbackDetail(review), completesChallenge: await ownerRatingCompletes(db, review) };
}

/** Submits or revises a review as its reviewer; answers the side panel as it now reads. */
export async function submitReview(
  deps: StatusChangeDeps,
  user: SessionUser,
  id: string,
  review: SubmitReview,
): Promise<FeedbackDetail> {
  const submitted = await changeStatus(deps, reviewKind, user, { id, action: 'submit', edit: review });
  // Submitted, the rating has completed the owner's challenge: nothing is left for a revision to complete.
  return { ...toFeedbackDetail(submitted), completesChallenge: false };
}
