import { randomUUID } from 'node:crypto';
import {
  authorName,
  FEEDBACK_REQUEST_POINTS,
  NOTIFICATION_TEXTS,
  TEACHBACK_COMPLETED_XP,
  type Teachback,
} from '@teachloop/shared';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { releaseAssignment } from '../challenges/assignment.repo';
import { findChallengeById } from '../challenges/challenges.repo';
import { insertFeedbackRequest } from '../feedback/feedback.repo';
import { notify } from '../notifications/notify.service';
import type { Notice } from '../realtime/notices';
import type { AppliedChange } from '../work-items/change-status.service';
import { isUnasked } from '../paths/unasked';
import { compareAndSetStatus } from '../work-items/work-item-status.repo';
import { awardXp } from '../xp/award.service';
import { countTowardsGoal } from '../xp/daily-goal.service';
import { acceptsChallenge, type TeachbackAction } from './teachbacks.policy';

const TEXT_BY_ACTION = {
  start: ACTIVITY_TEXTS.teachbackStarted,
  save: ACTIVITY_TEXTS.teachbackSaved,
  complete: ACTIVITY_TEXTS.teachbackCompleted,
} as const;

export const teachbackActivity = {
  type: 'teachback' as const,
  text: (action: TeachbackAction, teachback: Teachback) => TEXT_BY_ACTION[action](teachback.title),
};

/**
 * What a teach-back's change implies on the requester's side, in the same transaction: leaving pending
 * accepts the challenge (if still open), and completing it creates the requester's feedback request (with the
 * challenge's topic, for verified skills), counts towards the assignee's daily goal and earns them the
 * teach-back's XP, once (for an explanation taught unasked, not here but when its review is rated).
 */
export async function teachbackEffects({
  trx,
  user,
  before,
  action,
  now,
}: AppliedChange<Teachback, TeachbackAction>): Promise<Notice[]> {
  const { id, challengeId, requesterId } = before;
  const notices: Notice[] = [];
  if (acceptsChallenge(before.status)) {
    await compareAndSetStatus(trx, 'challenges', { id: challengeId, from: 'open', to: 'accepted', now });
  }
  // Every change reaches the owner: their challenge page shows who teaches it and how far they are, live.
  notices.push({ userIds: [requesterId], event: { type: 'challenges', ids: [challengeId] } });
  if (action !== 'complete') return notices;
  await releaseAssignment(trx, user.id);

  const challenge = await findChallengeById(trx, challengeId);
  const feedbackId = randomUUID();
  await insertFeedbackRequest(trx, {
    id: feedbackId,
    reviewerId: requesterId,
    learnerId: user.id,
    learner: authorName(user),
    teachbackId: id,
    title: challenge?.title ?? before.prompt,
    topic: challenge?.topic ?? '',
    points: FEEDBACK_REQUEST_POINTS,
    createdAt: now,
  });
  notices.push({ userIds: [requesterId], event: { type: 'feedback', ids: [feedbackId] } });
  const title = challenge?.title ?? before.prompt;
  notices.push(
    ...(await notify(trx, {
      userId: requesterId,
      kind: 'teachback_completed',
      text: NOTIFICATION_TEXTS.teachbackCompleted(authorName(user), title),
      href: `/feedback/${feedbackId}`,
      now,
    })),
  );
  // Completing counts towards the assignee's daily goal, once per teach-back, asked or not.
  const goal = {
    userId: user.id,
    action: isUnasked(requesterId) ? 'unasked' : 'teachback',
    itemId: id,
    now,
  } as const;
  notices.push(...(await countTowardsGoal(trx, goal)));
  // An explanation taught unasked pays this XP only once its review is rated (the review's effects pay it).
  if (isUnasked(requesterId)) return notices;
  const award = { userId: user.id, itemId: id, amount: TEACHBACK_COMPLETED_XP, peerId: requesterId, now };
  notices.push(...(await awardXp(trx, { ...award, kind: 'teachback_completed' })).notices);
  return notices;
}
