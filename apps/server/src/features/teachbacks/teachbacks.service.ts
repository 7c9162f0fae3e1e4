import { randomUUID } from 'node:crypto';
import {
  authorName,
  FEEDBACK_REQUEST_POINTS,
  LEARNING_MESSAGES as M,
  type SessionUser,
  type Teachback,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { ACTIVITY_TEXTS } from '../activity/activity-texts';
import { insertActivity } from '../activity/activity.repo';
import type { LearningDeps } from '../challenges/challenges.service';
import { findChallengeById, updateChallengeStatus } from '../challenges/challenges.repo';
import { insertFeedbackRequest } from '../feedback/feedback.repo';
import { publishAll, type Notice } from '../realtime/notices';
import { acceptsChallenge, teachbackTransition, type TeachbackAction } from './teachbacks.policy';
import { findOwnTeachback, listOwnTeachbacks, updateTeachbackStatus } from './teachbacks.repo';

const TEXT_BY_ACTION = {
  start: ACTIVITY_TEXTS.teachbackStarted,
  save: ACTIVITY_TEXTS.teachbackSaved,
  complete: ACTIVITY_TEXTS.teachbackCompleted,
} as const;

/**
 * Start, save or complete a teach-back as its assignee, in one transaction with everything it implies: the
 * challenge's acceptance, the activity entry, and on completion the requester's feedback request. Events go
 * out after the commit, to the assignee and (for what changed on their side) the requester.
 */
export async function changeTeachback(
  deps: Pick<LearningDeps, 'db' | 'events' | 'now'>,
  user: SessionUser,
  id: string,
  action: TeachbackAction,
  notes?: string,
): Promise<Teachback> {
  const now = deps.now?.() ?? Date.now();
  const { teachback, notices } = await deps.db.transaction().execute(async (trx) => {
    const current = await findOwnTeachback(trx, user.id, id);
    if (!current) throw new AppError('not_found', M.teachbackNotFound);
    const transition = teachbackTransition(action, current.status);
    if (!transition.ok) throw new AppError('conflict', transition.message);
    const changed = await updateTeachbackStatus(trx, {
      id,
      from: current.status,
      to: transition.next,
      notes,
      now,
    });
    if (!changed) throw new AppError('conflict', M.changedMeanwhile);

    const { challengeId, requesterId } = current;
    const notices: Notice[] = [{ userIds: [user.id], event: { type: 'teachbacks', ids: [id] } }];
    const accepted =
      acceptsChallenge(current.status) &&
      (await updateChallengeStatus(trx, { id: challengeId, from: 'open', to: 'accepted', now }));
    if (accepted || action === 'complete') {
      notices.push({ userIds: [requesterId], event: { type: 'challenges', ids: [challengeId] } });
    }
    const text = TEXT_BY_ACTION[action](current.prompt);
    const activityId = await insertActivity(trx, {
      userId: user.id,
      text,
      type: 'teachback',
      createdAt: now,
    });
    notices.push({ userIds: [user.id], event: { type: 'activity', ids: [activityId] } });

    if (action === 'complete') {
      const challenge = await findChallengeById(trx, challengeId);
      const feedbackId = randomUUID();
      await insertFeedbackRequest(trx, {
        id: feedbackId,
        reviewerId: requesterId,
        learnerId: user.id,
        learner: authorName(user),
        teachbackId: id,
        title: challenge?.title ?? current.prompt,
        points: FEEDBACK_REQUEST_POINTS,
        status: 'pending',
        rating: null,
        comment: null,
        createdAt: now,
        updatedAt: now,
      });
      notices.push({ userIds: [requesterId], event: { type: 'feedback', ids: [feedbackId] } });
    }
    const teachback: Teachback = {
      ...current,
      status: transition.next,
      notes: notes ?? current.notes,
      updatedAt: now,
    };
    return { teachback, notices };
  });

  publishAll(deps.events, notices);
  return teachback;
}

/** One of the teach-backs assigned to the user; anyone else's is "not found", exactly like a missing one. */
export async function getOwnTeachback(db: Db, userId: string, id: string): Promise<Teachback> {
  const teachback = await findOwnTeachback(db, userId, id);
  if (!teachback) throw new AppError('not_found', M.teachbackNotFound);
  return teachback;
}

/** The teach-backs assigned to the user, soonest due first; `openOnly` leaves out the completed ones. */
export function listTeachbacks(db: Db, userId: string, options: { limit: number; openOnly: boolean }) {
  return listOwnTeachbacks(db, userId, options);
}
