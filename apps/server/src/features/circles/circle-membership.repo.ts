import { sql } from 'kysely';
import type { CircleRole, CreateCircle } from '@teachloop/shared';
import type { Db } from '../../db/database';

/**
 * Writes of circles and their members. Every function takes `db | trx`; the services run them in one
 * transaction, so a seat and its member row (or a request's answer and the seat) are stored together or not at
 * all. Each write that can lose a race says whether it took effect instead of trusting an earlier read.
 */
export async function insertCircle(
  db: Db,
  /** The creator's validated request, with the new circle's id, its owner and when it was made. */
  circle: CreateCircle & { id: string; ownerId: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto('circles')
    .values({
      id: circle.id,
      name: circle.name,
      focus: circle.focus,
      level: circle.level,
      privacy: circle.privacy,
      capacity: circle.capacity,
      owner_id: circle.ownerId,
      // The owner's seat is taken with the owner's member row, inserted next in the same transaction.
      member_count: 1,
      created_at: circle.createdAt,
      closed_at: null,
    })
    .execute();
}

/** Adds a member row; false when the user is already a member (nothing written). */
export async function insertMember(
  db: Db,
  member: { circleId: string; userId: string; role: CircleRole; joinedAt: number },
): Promise<boolean> {
  const result = await db
    .insertInto('circle_members')
    .values({
      circle_id: member.circleId,
      user_id: member.userId,
      role: member.role,
      joined_at: member.joinedAt,
    })
    .onConflict((conflict) => conflict.columns(['circle_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Takes one seat of an open circle if one is free: a single conditional UPDATE, so of two racing last-seat
 * joins exactly one matches (PostgreSQL re-checks the condition after the first commits; SQLite runs one
 * transaction at a time). False when the circle is full or closed.
 */
export async function takeSeat(db: Db, circleId: string): Promise<boolean> {
  const result = await db
    .updateTable('circles')
    .set((eb) => ({ member_count: eb('member_count', '+', 1) }))
    .where('id', '=', circleId)
    .where('closed_at', 'is', null)
    .whereRef('member_count', '<', 'capacity')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a member (never the owner) and frees their seat; false when they were not a member. */
export async function removeMember(db: Db, circleId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('circle_members')
    .where('circle_id', '=', circleId)
    .where('user_id', '=', userId)
    .where('role', '=', 'member')
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  await db
    .updateTable('circles')
    .set((eb) => ({ member_count: eb('member_count', '-', 1) }))
    .where('id', '=', circleId)
    .execute();
  return true;
}

/** Files a pending request; false when one is already pending for this circle and user. */
export async function insertJoinRequest(
  db: Db,
  request: { id: string; circleId: string; userId: string; createdAt: number },
): Promise<boolean> {
  const result = await db
    .insertInto('circle_join_requests')
    .values({
      id: request.id,
      circle_id: request.circleId,
      user_id: request.userId,
      status: 'pending',
      created_at: request.createdAt,
      decided_at: null,
    })
    // The partial unique index (circle_id, user_id) where status = 'pending'.
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export interface JoinRequestRow {
  id: string;
  userId: string;
  status: 'pending' | 'approved' | 'declined';
}

export async function findJoinRequest(
  db: Db,
  circleId: string,
  requestId: string,
): Promise<JoinRequestRow | undefined> {
  const row = await db
    .selectFrom('circle_join_requests')
    .select(['id', 'user_id', 'status'])
    .where('id', '=', requestId)
    .where('circle_id', '=', circleId)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, status: row.status } : undefined;
}

/** Answers a pending request (compare-and-set on pending); false when it was answered meanwhile. */
export async function decideJoinRequest(
  db: Db,
  requestId: string,
  status: 'approved' | 'declined',
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('circle_join_requests')
    .set({ status, decided_at: now })
    .where('id', '=', requestId)
    .where('status', '=', sql.lit('pending'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Hands the circle from `fromId` to `toId`, a member: the circle's owner (compare-and-set on the current
 * owner) and both member rows. False when `fromId` no longer owns it or `toId` is no longer a member; the
 * caller then rolls the transaction back.
 */
export async function transferOwnership(
  db: Db,
  circleId: string,
  fromId: string,
  toId: string,
): Promise<boolean> {
  const promoted = await db
    .updateTable('circle_members')
    .set({ role: 'owner' })
    .where('circle_id', '=', circleId)
    .where('user_id', '=', toId)
    .where('role', '=', 'member')
    .executeTakeFirst();
  if (Number(promoted.numUpdatedRows) !== 1) return false;
  const moved = await db
    .updateTable('circles')
    .set({ owner_id: toId })
    .where('id', '=', circleId)
    .where('owner_id', '=', fromId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('circle_members')
    .set({ role: 'member' })
    .where('circle_id', '=', circleId)
    .where('user_id', '=', fromId)
    .execute();
  return true;
}

/**
 * Closes an open circle its owner closes and declines every request still pending; returns the declined
 * requesters (to tell them), or null when the circle was not this owner's open circle.
 */
export async function closeCircle(
  db: Db,
  circleId: string,
  ownerId: string,
  now: number,
): Promise<string[] | null> {
  const closed = await db
    .updateTable('circles')
    .set({ closed_at: now })
    .where('id', '=', circleId)
    .where('owner_id', '=', ownerId)
    .where('closed_at', 'is', null)
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) !== 1) return null;
  const declined = await db
    .updateTable('circle_join_requests')
    .set({ status: 'declined', decided_at: now })
    .where('circle_id', '=', circleId)
    .where('status', '=', sql.lit('pending'))
    .returning('user_id')
    .execute();
  return declined.map((row) => row.user_id);
}

/** Circles the user owns and has not closed, each with the member who joined first after them (if any). */
export async function ownedOpenCircles(db: Db, userId: string) {
  const circles = await db
    .selectFrom('circles')
    .select(['id', 'name'])
    .where('owner_id', '=', userId)
    .where('closed_at', 'is', null)
    .execute();
  return Promise.all(
    circles.map(async (circle) => {
      const next = await db
        .selectFrom('circle_members')
        .select('user_id')
        .where('circle_id', '=', circle.id)
        .where('user_id', '!=', userId)
        .orderBy('joined_at', 'asc')
        .orderBy('user_id', 'asc')
        .limit(1)
        .executeTakeFirst();
      return { ...circle, successorId: next?.user_id };
    }),
  );
}

/** The open circles the user is a plain member of. */
export async function memberCircleIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('circle_members')
    .innerJoin('circles', 'circles.id', 'circle_members.circle_id')
    .select('circle_members.circle_id')
    .where('circle_members.user_id', '=', userId)
    .where('circle_members.role', '=', 'member')
    .where('circles.closed_at', 'is', null)
    .execute();
  return rows.map((row) => row.circle_id);
}
