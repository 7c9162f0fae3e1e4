import { DAY_MS, MAX_REASSIGNMENTS, NOTIFICATION_TEXTS } from '@teachloop/shared';
import { assignPeer } from '../challenges/assign-peer.service';
import { releaseAssignment } from '../challenges/assignment.repo';
import { markOpenToTeach } from '../challenges/challenges.repo';
import { notify } from '../notifications/notify.service';
import { isUnasked } from '../paths/unasked';
import { publishAll, type Notice } from '../realtime/notices';
import type { Db } from '../../db/database';
import { announceNewAssignee } from './announce-new-assignee.service';
import { deleteUnaskedChallenge, withdrawTeachback } from './decline.repo';
import type { ScheduledDeps } from './reminders.service';
import {
  findOverdue,
  findUnfinishedAssignedTo,
  insertPastAssignment,
  listPastAssignees,
  moveTeachback,
  stallTeachback,
  type WaitingTeachback,
} from './teachback-schedule.repo';

const BATCH = 50;

export interface ReassignDeps extends ScheduledDeps {
  /** How long past its due time a teach-back waits before it moves on (REASSIGN_GRACE_HOURS). */
  graceMs: number;
  random: () => number;
}

/** The new assignee gets as long as the first one had (at least a day), from now. */
export function newDueTime(teachback: WaitingTeachback, now: number): number {
  return now + Math.max(DAY_MS, teachback.dueTs - teachback.createdAt);
}

/** Tells the requester the scheduler stopped, and stops: the teach-back stays with its assignee. */
async function stall(trx: Db, teachback: WaitingTeachback, text: string, now: number): Promise<Notice[]> {
  if (!(await stallTeachback(trx, teachback, now))) return [];
  return notify(trx, {
    userId: teachback.requesterId,
    kind: 'teachback_reassigned',
    text,
    href: `/challenges/${teachback.challengeId}/work`,
    now,
  });
}

/**
 * Withdraws the teach-back (as read) and opens its challenge to any peer, so it does not wait unseen; the
 * requester is told with `text`, and the assignee, when they stay on Teachloop, that it left them.
 */
async function openToAnyPeer(
  trx: Db,
  teachback: WaitingTeachback,
  { text, now, assigneeStays }: { text: string; now: number; assigneeStays: boolean },
): Promise<Notice[]> {
  if (!(await withdrawTeachback(trx, teachback, { pendingOnly: assigneeStays }))) return [];
  await releaseAssignment(trx, teachback.assigneeId);
  await markOpenToTeach(trx, teachback.challengeId, now);
  const toRequester = {
    kind: 'teachback_reassigned' as const,
    now,
    href: `/challenges/${teachback.challengeId}/work`,
  };
  return [
    { userIds: [teachback.assigneeId], event: { type: 'teachbacks', ids: [teachback.id] } },
    { userIds: [teachback.requesterId], event: { type: 'challenges', ids: [teachback.challengeId] } },
    ...(await notify(trx, { ...toRequester, userId: teachback.requesterId, text })),
    ...(assigneeStays
      ? await notify(trx, {
          userId: teachback.assigneeId,
          kind: 'teachback_reassigned',
          text: NOTIFICATION_TEXTS.withdrawnOverdue(teachback.title),
          href: '/teachbacks',
          now,
        })
      : []),
  ];
}

/**
 * The scheduler stops moving an overdue teach-back (past MAX_REASSIGNMENTS, or nobody left to take it): one
 * never started is withdrawn and its challenge opens to any peer; one being written stays with its writer
 * (their words are not taken away), stalled, and the requester is told.
 */
function stopMoving(
  trx: Db,
  teachback: WaitingTeachback,
  stalledText: string,
  now: number,
): Promise<Notice[]> {
  if (teachback.status === 'pending') {
    const text = NOTIFICATION_TEXTS.overdueOpenToTeach(teachback.title);
    return openToAnyPeer(trx, teachback, { text, now, assigneeStays: true });
  }
  return stall(trx, teachback, stalledText, now);
}

/**
 * Why a teach-back moves on: its peer ran out of time, left Teachloop (deleted their account), or can no longer
 * take part (a moderator suspended them; the texts do not say why), or one of the teach-back's two people blocked
 * the other (`separated`; its texts say nothing of why either).
 */
type HandOverReason = 'overdue' | 'assignee_left' | 'assignee_away' | 'separated';

const HAND_OVER_TEXTS = {
  overdue: {
    toNext: NOTIFICATION_TEXTS.reassignedToYou,
    toRequester: NOTIFICATION_TEXTS.reassignedForRequester,
    nobodyLeft: NOTIFICATION_TEXTS.noPeerLeft,
  },
  assignee_left: {
    toNext: NOTIFICATION_TEXTS.assigneeLeftToYou,
    toRequester: NOTIFICATION_TEXTS.assigneeLeftForRequester,
    nobodyLeft: NOTIFICATION_TEXTS.assigneeLeftOpenToTeach,
  },
  assignee_away: {
    toNext: NOTIFICATION_TEXTS.assigneeAwayToYou,
    toRequester: NOTIFICATION_TEXTS.assigneeAwayForRequester,
    nobodyLeft: NOTIFICATION_TEXTS.assigneeAwayOpenToTeach,
  },
  separated: {
    toNext: NOTIFICATION_TEXTS.teachbackAssigned,
    toRequester: NOTIFICATION_TEXTS.separatedPassedOn,
    nobodyLeft: NOTIFICATION_TEXTS.separatedOpenToTeach,
  },
} as const;

/**
 * Inside the caller's transaction, hands an unfinished teach-back to the least-loaded peer who is neither the
 * requester nor anyone who had it before (circle peers first, as at creation), fresh: pending, without the
 * earlier notes (kept in teachback_assignments, out of the new assignee's view), due as far ahead as the first
 * assignee had. The new assignee and the requester are told, and the one it leaves when it was overdue. With
 * nobody eligible it stops and tells the requester. An explanation taught unasked never moves: it stays with its
 * author (withdrawn when they leave). The move is a compare-and-set on the row as read, so a
 * completion in between wins and two schedulers never both move it.
 */
async function handToNextPeer(
  trx: Db,
  teachback: WaitingTeachback,
  { now, random, reason }: { now: number; random: () => number; reason: HandOverReason },
): Promise<Notice[]> {
  // An explanation taught unasked is its author's own: nobody else is asked to write it, nobody waits for it.
  if (isUnasked(teachback.requesterId))
    return reason === 'assignee_left' ? withdrawUnasked(trx, teachback) : [];
  const { title } = teachback;
  const texts = HAND_OVER_TEXTS[reason];
  const excluded = [teachback.assigneeId, ...(await listPastAssignees(trx, teachback.id))];
  const nextId = await assignPeer(trx, { creatorId: teachback.requesterId, excluded, random });
  if (!nextId) {
    // Whoever leaves takes nothing with them: their teach-back's challenge opens to any peer instead.
    return reason !== 'overdue'
      ? openToAnyPeer(trx, teachback, { text: texts.nobodyLeft(title), now, assigneeStays: false })
      : stopMoving(trx, teachback, texts.nobodyLeft(title), now);
  }

  const moved = await moveTeachback(trx, teachback, {
    toUserId: nextId,
    dueTs: newDueTime(teachback, now),
    now,
  });
  if (!moved) {
    // Completed or changed meanwhile: give back the slot just taken.
    await releaseAssignment(trx, nextId);
    return [];
  }
  await releaseAssignment(trx, teachback.assigneeId);
  await insertPastAssignment(trx, teachback, now);
  const reassigned = { kind: 'teachback_reassigned' as const, now };
  return [
    ...(await announceNewAssignee(trx, teachback, { nextId, text: texts.toNext(title), now })),
    ...(await notify(trx, {
      ...reassigned,
      userId: teachback.requesterId,
      text: texts.toRequester(title),
      href: `/challenges/${teachback.challengeId}/work`,
    })),
    ...(reason === 'overdue'
      ? await notify(trx, {
          ...reassigned,
          userId: teachback.assigneeId,
          text: NOTIFICATION_TEXTS.reassignedAway(title),
          href: '/teachbacks',
        })
      : []),
  ];
}

/**
 * The author of an unfinished explanation taught unasked leaves Teachloop: it goes, with the courses account's
 * challenge made for it (nobody is told: nobody asked for it).
 */
async function withdrawUnasked(trx: Db, teachback: WaitingTeachback): Promise<Notice[]> {
  if (!(await withdrawTeachback(trx, teachback, { pendingOnly: false }))) return [];
  await releaseAssignment(trx, teachback.assigneeId);
  await deleteUnaskedChallenge(trx, teachback.challengeId, teachback.requesterId);
  return [{ userIds: [teachback.assigneeId], event: { type: 'teachbacks', ids: [teachback.id] } }];
}

/** One overdue teach-back, in one transaction: after MAX_REASSIGNMENTS moves it stops and tells the requester. */
async function reassignOne(deps: ReassignDeps, teachback: WaitingTeachback, now: number): Promise<Notice[]> {
  return deps.db.transaction().execute(async (trx) => {
    if (teachback.reassignCount >= MAX_REASSIGNMENTS) {
      return stopMoving(
        trx,
        teachback,
        NOTIFICATION_TEXTS.stalled(teachback.title, teachback.reassignCount + 1),
        now,
      );
    }
    return handToNextPeer(trx, teachback, { now, random: deps.random, reason: 'overdue' });
  });
}

/** Every unfinished teach-back assigned to the user goes to another peer (the user is leaving, or suspended). */
export async function handOverEveryAssigned(
  trx: Db,
  userId: string,
  options: { now: number; random: () => number; reason?: 'assignee_left' | 'assignee_away' },
): Promise<Notice[]> {
  const notices: Notice[] = [];
  const reason = options.reason ?? 'assignee_left';
  for (const teachback of await findUnfinishedAssignedTo(trx, userId)) {
    notices.push(...(await handToNextPeer(trx, teachback, { ...options, reason })));
  }
  return notices;
}

/** Moves on every teach-back overdue by more than the grace period (a batch per run). Returns how many moved. */
export async function reassignOverdue(deps: ReassignDeps, now: number): Promise<number> {
  const overdue = await findOverdue(deps.db, { before: now - deps.graceMs, limit: BATCH });
  let handled = 0;
  for (const teachback of overdue) {
    const notices = await reassignOne(deps, teachback, now);
    if (notices.length > 0) handled += 1;
    await publishAll(deps, notices);
  }
  return handled;
}

/**
 * The two users were just separated by a block, so no unfinished teach-back stays between them: each
 * one either asked of the other goes to another peer (never back to either), or, with nobody free, opens to any
 * peer. The assignee it leaves is not told why (nothing but the live refresh).
 */
export async function separateUnfinished(
  trx: Db,
  pair: readonly [string, string],
  options: { now: number; random: () => number },
): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const [assigneeId, requesterId] of [pair, [pair[1], pair[0]]] as const) {
    for (const teachback of await findUnfinishedAssignedTo(trx, assigneeId)) {
      if (teachback.requesterId !== requesterId) continue;
      notices.push(...(await handToNextPeer(trx, teachback, { ...options, reason: 'separated' })));
    }
  }
  return notices;
}
