import {
  GENERIC_MESSAGES,
  NOTIFICATION_TEXTS,
  REVIEW_HELPFUL_XP,
  REVIEW_MESSAGES,
  type LearnerReview,
  type SessionUser,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice } from '../realtime/notices';
import type { StatusChangeDeps } from '../work-items/change-status.service';
import { awardXp } from '../xp/award.service';
import { findReviewForParty, markReviewHelpful } from './feedback.repo';
import { helpfulRefusal, reviewParty } from './feedback.policy';
import { toLearnerReview } from './review-views';

/**
 * The learner marks a submitted review of their teach-back helpful, once: the reviewer earns 5 XP once, and
 * both sides hear of it. Marking it again answers the review unchanged. The reviewer may not mark their own
 * (403); anyone else finds nothing (404); a review not yet submitted cannot be marked (409).
 */
export async function markHelpful(
  deps: StatusChangeDeps,
  user: SessionUser,
  id: string,
): Promise<LearnerReview> {
  const now = deps.now();
  const { review, notices } = await deps.db.transaction().execute(async (trx) => {
    const found = await findReviewForParty(trx, user.id, id);
    if (!found) throw new AppError('not_found', REVIEW_MESSAGES.notFound);
    if (reviewParty(found, user.id) === 'reviewer') {
      throw new AppError('permission_denied', GENERIC_MESSAGES.permissionDenied);
    }
    const refusal = helpfulRefusal(found.status);
    if (refusal) throw new AppError('conflict', refusal);
    if (!(await markReviewHelpful(trx, user.id, id, now))) {
      // Already marked (perhaps by a request racing this one, which has committed by now): read it again.
      return { review: (await findReviewForParty(trx, user.id, id)) ?? found, notices: [] };
    }
    const notices: Notice[] = [
      { userIds: [found.reviewerId, found.learnerId], event: { type: 'feedback', ids: [id] } },
      ...(
        await awardXp(trx, {
          userId: found.reviewerId,
          kind: 'review_helpful',
          itemId: id,
          amount: REVIEW_HELPFUL_XP,
          peerId: found.learnerId,
          now,
        })
      ).notices,
      ...(await notify(trx, {
        userId: found.reviewerId,
        kind: 'review_helpful',
        text: NOTIFICATION_TEXTS.reviewHelpful(found.title),
        href: `/feedback/${id}`,
        now,
      })),
    ];
    return { review: { ...found, helpfulAt: now }, notices };
  });
  await publishAll(deps, notices);
  return toLearnerReview(review);
}
