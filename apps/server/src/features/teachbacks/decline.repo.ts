import { sql } from 'kysely';
import type { TeachbackStatus } from '@teachloop/shared';
import type { Db } from '../../db/database';

/** A teach-back as a decline reads it: the same fields as the scheduler's WaitingTeachback. */
export interface DeclinableTeachback {
  id: string;
  challengeId: string;
  title: string;
  assigneeId: string;
  requesterId: string;
  status: TeachbackStatus;
  notes: string;
  dueTs: number;
  createdAt: number;
  updatedAt: number;
  reassignCount: number;
}

/** The user's own teach-back as a decline reads it (with its challenge's title), or undefined. */
export async function findAssignedTeachback(
  db: Db,
  userId: string,
  id: string,
): Promise<DeclinableTeachback | undefined> {
  const row = await db
    .selectFrom('teachbacks')
    .innerJoin('challenges', 'challenges.id', 'teachbacks.challenge_id')
    .select([
      'teachbacks.id',
      'teachbacks.challenge_id',
      'challenges.title',
      'teachbacks.assignee_id',
      'teachbacks.requester_id',
      'teachbacks.status',
      'teachbacks.notes',
      'teachbacks.due_ts',
      'teachbacks.created_at',
      'teachbacks.updated_at',
      'teachbacks.reassign_count',
    ])
    .where('teachbacks.id', '=', id)
    .where('teachbacks.assignee_id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      challengeId: row.challenge_id,
      title: row.title,
      assigneeId: row.assignee_id,
      requesterId: row.requester_id,
      status: row.status,
      notes: row.notes,
      dueTs: row.due_ts,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      reassignCount: row.reassign_count,
    }
  );
}

/** Records that the user declined the challenge's teach-back (once; a second decline keeps the first). */
export async function insertDecline(
  db: Db,
  decline: { challengeId: string; userId: string; reason: string | null; now: number },
): Promise<void> {
  await db
    .insertInto('challenge_declines')
    .values({
      challenge_id: decline.challengeId,
      user_id: decline.userId,
      reason: decline.reason,
      created_at: decline.now,
    })
    .onConflict((oc) => oc.columns(['challenge_id', 'user_id']).doNothing())
    .execute();
}

/** Everyone who declined the challenge's teach-back (never offered it again). */
export async function listDecliners(db: Db, challengeId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('challenge_declines')
    .select('user_id')
    .where('challenge_id', '=', challengeId)
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Hands a pending teach-back from its assignee to `toUserId`, due afresh, only if it is still pending with that
 * assignee and unchanged since read. Not a reassignment: reassign_count counts overdue moves only.
 */
export async function passTeachbackOn(
  db: Db,
  teachback: DeclinableTeachback,
  move: { toUserId: string; dueTs: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('teachbacks')
    .set({
      assignee_id: move.toUserId,
      due_ts: move.dueTs,
      reminded_at: null,
      stalled_at: null,
      updated_at: move.now,
    })
    .where('id', '=', teachback.id)
    .where('assignee_id', '=', teachback.assigneeId)
    .where('updated_at', '=', teachback.updatedAt)
    .where('status', '=', sql.lit('pending'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Withdraws a teach-back nobody will take, only as read (same assignee, unchanged) and unfinished; a decline
 * withdraws only a pending one (`pendingOnly`). True when deleted.
 */
export async function withdrawTeachback(
  db: Db,
  teachback: DeclinableTeachback,
  { pendingOnly }: { pendingOnly: boolean },
): Promise<boolean> {
  const result = await db
    .deleteFrom('teachbacks')
    .where('id', '=', teachback.id)
    .where('assignee_id', '=', teachback.assigneeId)
    .where('updated_at', '=', teachback.updatedAt)
    .where('status', pendingOnly ? '=' : '!=', sql.lit(pendingOnly ? 'pending' : 'completed'))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
