import type { Db } from '../../db/database';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { recordActivity } from '../activity/record-activity.service';
import type { Notice } from '../realtime/notices';
import { compareAndSetStatus } from '../work-items/work-item-status.repo';
import { awardXp, type AwardResult } from '../xp/award.service';
import { findChallengeOfTeachback, findClosedLoop } from './challenge-loop.repo';
import { takeOpenToTeach } from './challenges.repo';

/**
 * No XP without a peer: your own challenge pays its points only once its loop has closed (you completed it, a
 * peer taught it back, and you rated that teach-back), whichever of those happens last, and once (the ledger
 * source is the challenge). Called after completing a challenge and after a rated review.
 */
export async function payChallengeIfLoopClosed(
  trx: Db,
  by: { challengeId: string } | { teachbackId: string },
  now: number,
): Promise<AwardResult> {
  const loop = await findClosedLoop(trx, by);
  if (!loop) return { paid: 0, notices: [] };
  return awardXp(trx, {
    userId: loop.ownerId,
    kind: 'challenge_completed',
    itemId: loop.challengeId,
    amount: loop.points,
    peerId: loop.learnerId,
    now,
  });
}

/**
 * The owner's rating of the teach-back closes the loop in the same step: a review by the challenge's owner
 * (not a community reviewer's, who rates someone else's challenge) completes the challenge if it is not yet
 * completed, as 'Mark complete' would (off the open list, the owner's activity line, a live update of the
 * challenge), then pays its points once. A revision finds the challenge completed and the ledger row written,
 * so it completes and pays nothing more. A 'Mark complete' that wins a race with the rating is left as it is.
 */
export async function completeChallengeByOwnerReview(
  trx: Db,
  review: { teachbackId: string; reviewerId: string; community: boolean },
  now: number,
): Promise<Notice[]> {
  const notices: Notice[] = [];
  const challenge = await findChallengeOfTeachback(trx, review.teachbackId);
  const ownersRating = challenge && !review.community && challenge.ownerId === review.reviewerId;
  if (challenge && ownersRating && challenge.status !== 'completed') {
    const swap = { id: challenge.id, from: challenge.status, to: 'completed' as const, now };
    if (await compareAndSetStatus(trx, 'challenges', swap)) {
      await takeOpenToTeach(trx, challenge.id);
      const text = ACTIVITY_TEXTS.completed(challenge.title);
      const link = { kind: 'challenge', id: challenge.id } as const;
      notices.push(
        { userIds: [challenge.ownerId], event: { type: 'challenges', ids: [challenge.id] } },
        await recordActivity(trx, challenge.ownerId, now, { text, type: 'challenge', link }),
      );
    }
  }
  notices.push(...(await payChallengeIfLoopClosed(trx, { teachbackId: review.teachbackId }, now)).notices);
  return notices;
}

/** Whether the review's rating, submitted now, would complete the challenge (completeChallengeByOwnerReview). */
export async function ownerRatingCompletes(
  db: Db,
  review: { teachbackId: string; reviewerId: string; community: boolean },
): Promise<boolean> {
  if (review.community) return false;
  const challenge = await findChallengeOfTeachback(db, review.teachbackId);
  return (
    challenge !== undefined && challenge.ownerId === review.reviewerId && challenge.status !== 'completed'
  );
}
