import {
  LEARNING_MESSAGES,
  NOTIFICATION_TEXTS,
  OPEN_TO_TEACH_MESSAGES,
  PATH_MESSAGES,
  type DeclineTeachbackResponse,
  type SessionUser,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { assignPeer } from '../challenges/assign-peer.service';
import { releaseAssignment } from '../challenges/assignment.repo';
import { markOpenToTeach } from '../challenges/challenges.repo';
import type { LearningDeps } from '../challenges/challenges.service';
import { notify } from '../notifications/notify.service';
import { isUnasked } from '../paths/unasked';
import { publishAll, type Notice } from '../realtime/notices';
import { insertDecline, listDecliners, passTeachbackOn, withdrawTeachback } from './decline.repo';
import { announceNewAssignee } from './announce-new-assignee.service';
import { newDueTime } from './reassignment.service';
import { findAssignedTeachback, listPastAssignees, type WaitingTeachback } from './teachback-schedule.repo';

type Declined = { outcome: DeclineTeachbackResponse['outcome']; notices: Notice[] };

/**
 * The assignee declines a teach-back they have not started, with an optional reason, in one transaction: the
 * decline is recorded, and the teach-back goes to the least-loaded peer who neither declined it, nor had it
 * before, nor owns it (circle peers first, as at creation), due afresh; with nobody left it is withdrawn and its
 * challenge becomes open to teach. The owner is told either way, the new assignee when there is one. Anyone
 * else's teach-back is "not found"; a started or completed one is a conflict, and so is an explanation taught
 * unasked (nobody asked it of them: they may simply leave it unfinished).
 */
export async function declineTeachback(
  deps: LearningDeps,
  user: SessionUser,
  id: string,
  reason: string | null,
): Promise<DeclineTeachbackResponse> {
  const now = deps.now();
  const { outcome, notices } = await deps.db.transaction().execute(async (trx): Promise<Declined> => {
    const teachback = await findAssignedTeachback(trx, user.id, id);
    if (!teachback) throw new AppError('not_found', LEARNING_MESSAGES.teachbackNotFound);
    if (isUnasked(teachback.requesterId)) throw new AppError('conflict', PATH_MESSAGES.unaskedDecline);
    if (teachback.status !== 'pending') {
      throw new AppError('conflict', OPEN_TO_TEACH_MESSAGES.declineAfterStart);
    }
    await insertDecline(trx, { challengeId: teachback.challengeId, userId: user.id, reason, now });
    const excluded = [
      ...new Set([
        ...(await listDecliners(trx, teachback.challengeId)),
        ...(await listPastAssignees(trx, teachback.id)),
      ]),
    ];
    const nextId = await assignPeer(trx, { creatorId: teachback.requesterId, excluded, random: deps.random });
    const notices = nextId
      ? await passOn(trx, teachback, nextId, now)
      : await openToTeach(trx, teachback, now);
    await releaseAssignment(trx, user.id);
    return { outcome: nextId ? 'passed_on' : 'open_to_teach', notices };
  });
  await publishAll(deps, notices);
  return { outcome };
}

async function passOn(trx: Db, teachback: WaitingTeachback, nextId: string, now: number): Promise<Notice[]> {
  const dueTs = newDueTime(teachback, now);
  if (!(await passTeachbackOn(trx, teachback, { toUserId: nextId, dueTs, now }))) {
    throw new AppError('conflict', LEARNING_MESSAGES.changedMeanwhile);
  }
  const { title } = teachback;
  return [
    ...(await announceNewAssignee(trx, teachback, {
      nextId,
      text: NOTIFICATION_TEXTS.teachbackAssigned(title),
      now,
    })),
    { userIds: [teachback.requesterId], event: { type: 'challenges', ids: [teachback.challengeId] } },
    ...(await notify(trx, {
      userId: teachback.requesterId,
      kind: 'teachback_declined',
      text: NOTIFICATION_TEXTS.declinedPassedOn(title),
      href: `/challenges/${teachback.challengeId}/work`,
      now,
    })),
  ];
}

/** Nobody left to ask: the teach-back is withdrawn and its challenge waits in the open list. */
async function openToTeach(trx: Db, teachback: WaitingTeachback, now: number): Promise<Notice[]> {
  if (!(await withdrawTeachback(trx, teachback, { pendingOnly: true }))) {
    throw new AppError('conflict', LEARNING_MESSAGES.changedMeanwhile);
  }
  await markOpenToTeach(trx, teachback.challengeId, now);
  return [
    { userIds: [teachback.assigneeId], event: { type: 'teachbacks', ids: [teachback.id] } },
    { userIds: [teachback.requesterId], event: { type: 'challenges', ids: [teachback.challengeId] } },
    ...(await notify(trx, {
      userId: teachback.requesterId,
      kind: 'teachback_declined',
      text: NOTIFICATION_TEXTS.declinedOpenToTeach(teachback.title),
      href: `/challenges/${teachback.challengeId}/work`,
      now,
    })),
  ];
}
