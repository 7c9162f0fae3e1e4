import { LEARNING_MESSAGES as M, type Challenge, type SessionUser } from '@teachloop/shared';
import { AppError } from '../../app-error';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { insertActivity } from '../activity/activity.repo';
import { publishAll } from '../realtime/notices';
import { challengeTransition, type ChallengeAction } from './challenges.policy';
import { findOwnChallenge, updateChallengeStatus } from './challenges.repo';
import type { LearningDeps } from './challenges.service';

const TEXT_BY_ACTION = {
  start: ACTIVITY_TEXTS.started,
  save: ACTIVITY_TEXTS.savedProgress,
  complete: ACTIVITY_TEXTS.completed,
} as const;

/**
 * Start, save or complete a challenge as its owner: the status change (and notes) and its activity entry in
 * one transaction; the owner's events after the commit. Another user's challenge is "not found".
 */
export async function changeChallenge(
  deps: Pick<LearningDeps, 'db' | 'events' | 'now'>,
  user: SessionUser,
  id: string,
  action: ChallengeAction,
  notes?: string,
): Promise<Challenge> {
  const now = deps.now?.() ?? Date.now();
  const { challenge, activityId } = await deps.db.transaction().execute(async (trx) => {
    const current = await findOwnChallenge(trx, user.id, id);
    if (!current) throw new AppError('not_found', M.challengeNotFound);
    const transition = challengeTransition(action, current.status);
    if (!transition.ok) throw new AppError('conflict', transition.message);
    const changed = await updateChallengeStatus(trx, {
      id,
      from: current.status,
      to: transition.next,
      notes,
      now,
    });
    if (!changed) throw new AppError('conflict', M.changedMeanwhile);
    const text = TEXT_BY_ACTION[action](current.title);
    const activityId = await insertActivity(trx, {
      userId: user.id,
      text,
      type: 'challenge',
      createdAt: now,
    });
    const challenge: Challenge = {
      ...current,
      status: transition.next,
      notes: notes ?? current.notes,
      updatedAt: now,
    };
    return { challenge, activityId };
  });

  publishAll(deps.events, [
    { userIds: [user.id], event: { type: 'challenges', ids: [id] } },
    { userIds: [user.id], event: { type: 'activity', ids: [activityId] } },
  ]);
  return challenge;
}
