import { randomUUID } from 'node:crypto';
import {
  authorName,
  CIRCLE_MESSAGES,
  NOTIFICATION_TEXTS,
  type CircleSummary,
  type SessionUser,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { insertActivity } from '../activity/activity.repo';
import { blockedEitherWay, hasBlocked } from '../blocks/blocked-pair.service';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice } from '../realtime/notices';
import { CIRCLE_ACTIVITY_TEXTS } from './circle-texts';
import {
  closeCircle as closeCircleRow,
  decideJoinRequest,
  findJoinRequest,
  insertJoinRequest,
  insertMember,
  removeMember,
  takeSeat,
  transferOwnership,
} from './circle-membership.repo';
import { memberIds, type CircleRow } from './circles.repo';
import { joinRefusal, leaveRefusal, ownerRefusal, requestRefusal, type Refusal } from './circles.policy';
import type { CirclesDeps } from './circles-deps';
import { getCircleSummary, requireCircle } from './circles.service';

function refuse(refusal: Refusal | null): void {
  if (refusal) throw new AppError(refusal.code, refusal.message);
}

const circlesEvent = (userIds: string[], circleId: string): Notice => ({
  userIds,
  event: { type: 'circles', ids: [circleId] },
});

/** An entry about a circle, linking to its page. */
async function activity(
  trx: Db,
  userId: string,
  circle: CircleRow,
  text: string,
  now: number,
): Promise<Notice> {
  const link = { kind: 'circle', id: circle.id } as const;
  const id = await insertActivity(trx, { userId, text, type: 'info', createdAt: now, link });
  return { userIds: [userId], event: { type: 'activity', ids: [id] } };
}

/**
 * One membership change: read the circle as the user sees it inside the transaction, apply the change, and
 * publish what it collected only after the commit. Answers with the circle as the user now sees it.
 */
async function change(
  deps: CirclesDeps,
  user: SessionUser,
  circleId: string,
  apply: (trx: Db, circle: CircleRow, now: number) => Promise<Notice[]>,
): Promise<CircleSummary> {
  const now = deps.now();
  const notices = await deps.db.transaction().execute(async (trx) => {
    const circle = await requireCircle(trx, user.id, circleId);
    return apply(trx, circle, now);
  });
  await publishAll(deps, notices);
  return getCircleSummary(deps.db, user.id, circleId);
}

/** Seats `userId` in the circle or fails the whole transaction: the seat is taken only if one is free. */
async function seat(trx: Db, circleId: string, userId: string, now: number): Promise<void> {
  const inserted = await insertMember(trx, { circleId, userId, role: 'member', joinedAt: now });
  if (!inserted) throw new AppError('conflict', CIRCLE_MESSAGES.alreadyMember);
  if (!(await takeSeat(trx, circleId))) throw new AppError('conflict', CIRCLE_MESSAGES.full);
}

/**
 * Joins an Open circle at once; 409 when full, also when two people race for the last seat. Across a block
 * with the owner nobody is seated: a joiner who blocked the owner is told so (it is their own block); one the
 * owner blocked is answered as a join request that stays pending, never shown to the owner nor told, as a
 * request to a Private circle across a block is, so the block is not revealed.
 */
export function joinCircle(deps: CirclesDeps, user: SessionUser, circleId: string) {
  return change(deps, user, circleId, async (trx, circle, now) => {
    refuse(joinRefusal(circle));
    if (await blockedEitherWay(trx, user.id, circle.ownerId)) {
      if (await hasBlocked(trx, user.id, circle.ownerId)) {
        throw new AppError('permission_denied', CIRCLE_MESSAGES.ownerBlocked);
      }
      await fileJoinRequest(trx, circleId, user.id, now);
      return [circlesEvent([user.id], circleId)];
    }
    const others = await memberIds(trx, circleId);
    await seat(trx, circleId, user.id, now);
    return [
      circlesEvent([user.id, ...others], circleId),
      await activity(trx, user.id, circle, CIRCLE_ACTIVITY_TEXTS.joined(circle.name), now),
    ];
  });
}

/** Files a pending join request; 409 when the user has one pending already. */
async function fileJoinRequest(trx: Db, circleId: string, userId: string, now: number) {
  const filed = await insertJoinRequest(trx, { id: randomUUID(), circleId, userId, createdAt: now });
  if (!filed) throw new AppError('conflict', CIRCLE_MESSAGES.alreadyRequested);
}

/** Asks to join a Private circle; the owner is told live and answers from the circle's page. */
export function requestToJoin(deps: CirclesDeps, user: SessionUser, circleId: string) {
  return change(deps, user, circleId, async (trx, circle, now) => {
    refuse(requestRefusal(circle));
    if (await hasBlocked(trx, user.id, circle.ownerId)) {
      throw new AppError('permission_denied', CIRCLE_MESSAGES.ownerBlocked);
    }
    await fileJoinRequest(trx, circleId, user.id, now);
    // Across a block the request is kept pending, answered as any other, and never shown or told.
    if (await blockedEitherWay(trx, user.id, circle.ownerId)) return [circlesEvent([user.id], circleId)];
    return [
      circlesEvent([user.id, circle.ownerId], circleId),
      ...(await notify(trx, {
        userId: circle.ownerId,
        kind: 'circle_request_received',
        text: NOTIFICATION_TEXTS.circleRequestReceived(authorName(user), circle.name),
        href: `/circles/${circleId}`,
        now,
      })),
    ];
  });
}

/**
 * The owner approves or declines a pending request. Approving seats the requester only if a seat is free: a
 * full circle answers 409 and the request stays pending. The requester and the members are told live.
 */
export function answerRequest(
  deps: CirclesDeps,
  user: SessionUser,
  ids: { circleId: string; requestId: string },
  answer: 'approved' | 'declined',
) {
  return change(deps, user, ids.circleId, async (trx, circle, now) => {
    refuse(ownerRefusal(circle));
    const request = await findJoinRequest(trx, ids.circleId, ids.requestId);
    if (!request) throw new AppError('not_found', CIRCLE_MESSAGES.requestNotFound);
    if (!(await decideJoinRequest(trx, request.id, answer, now))) {
      throw new AppError('conflict', CIRCLE_MESSAGES.requestDecided);
    }
    const members = await memberIds(trx, ids.circleId);
    const told = await notify(trx, {
      userId: request.userId,
      kind: answer === 'approved' ? 'circle_request_approved' : 'circle_request_declined',
      text:
        answer === 'approved'
          ? NOTIFICATION_TEXTS.circleRequestApproved(circle.name)
          : NOTIFICATION_TEXTS.circleRequestDeclined(circle.name),
      href: `/circles/${ids.circleId}`,
      now,
    });
    if (answer === 'declined') return [circlesEvent([request.userId, user.id], ids.circleId), ...told];
    await seat(trx, ids.circleId, request.userId, now);
    return [
      circlesEvent([request.userId, ...members], ids.circleId),
      await activity(trx, request.userId, circle, CIRCLE_ACTIVITY_TEXTS.approved(circle.name), now),
      ...told,
    ];
  });
}

/** A member leaves and frees their seat; the owner must hand the circle over or close it first. */
export function leaveCircle(deps: CirclesDeps, user: SessionUser, circleId: string) {
  return change(deps, user, circleId, async (trx, circle) => {
    refuse(leaveRefusal(circle));
    if (!(await removeMember(trx, circleId, user.id)))
      throw new AppError('conflict', CIRCLE_MESSAGES.notMember);
    return [circlesEvent([user.id, ...(await memberIds(trx, circleId))], circleId)];
  });
}

/** The owner hands the circle to another member, who is told. */
export function transferCircle(deps: CirclesDeps, user: SessionUser, circleId: string, toUserId: string) {
  return change(deps, user, circleId, async (trx, circle, now) => {
    refuse(ownerRefusal(circle));
    if (toUserId === user.id || !(await transferOwnership(trx, circleId, user.id, toUserId))) {
      throw new AppError('conflict', CIRCLE_MESSAGES.transferToMember);
    }
    return [
      circlesEvent(await memberIds(trx, circleId), circleId),
      await activity(trx, toUserId, circle, CIRCLE_ACTIVITY_TEXTS.nowOwner(circle.name), now),
    ];
  });
}

/** The owner closes the circle: it vanishes from every list; pending requests are declined and told. */
export async function closeCircle(deps: CirclesDeps, user: SessionUser, circleId: string): Promise<void> {
  const now = deps.now();
  const notices = await deps.db.transaction().execute(async (trx) => {
    const circle = await requireCircle(trx, user.id, circleId);
    refuse(ownerRefusal(circle));
    const members = await memberIds(trx, circleId);
    const declined = await closeCircleRow(trx, circleId, user.id, now);
    if (!declined) throw new AppError('conflict', CIRCLE_MESSAGES.ownerOnly);
    return [circlesEvent([...members, ...declined], circleId)];
  });
  await publishAll(deps, notices);
}
