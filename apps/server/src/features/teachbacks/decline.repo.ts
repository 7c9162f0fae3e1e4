import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The teach-back as a decline read it: what its compare-and-set writes check. */
export interface TeachbackAsRead {
  id: string;
  assigneeId: string;
  updatedAt: number;
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
  teachback: TeachbackAsRead,
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
  teachback: TeachbackAsRead,
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

/**
 * Deletes the courses account's challenge made for an explanation taught unasked, once its one teach-back is
 * withdrawn (`ownerId` is the courses account: no one else's challenge is touched).
 */
export async function deleteUnaskedChallenge(db: Db, challengeId: string, ownerId: string): Promise<void> {
  await db.deleteFrom('challenges').where('id', '=', challengeId).where('owner_id', '=', ownerId).execute();
}
