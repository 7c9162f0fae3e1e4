import { sql } from 'kysely';
import type { TeachbackStatus } from '@teachloop/shared';
import type { Db } from '../../db/database';

/** A teach-back with its challenge's title, as the scheduler and a decline read it. */
export interface WaitingTeachback {
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

/** Teach-backs joined to their challenge, selecting what `toWaiting` maps. */
function titledTeachbacks(db: Db) {
  return db
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
    ]);
}

/*
 * Both scans read the partial index teachbacks_waiting_due (migration 010) in due order. Its condition is
 * written here word for word, as literal SQL: SQLite uses a partial index only when the query repeats its
 * WHERE terms, and a bound parameter ('status' != ?) would not count as a repeat.
 */
function waiting(db: Db) {
  return titledTeachbacks(db).where(
    sql<boolean>`teachbacks.status != 'completed' and teachbacks.stalled_at is null`,
  );
}

type WaitingRow = Awaited<ReturnType<ReturnType<typeof titledTeachbacks>['execute']>>[number];

function toWaiting(row: WaitingRow): WaitingTeachback {
  return {
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
  };
}

/** What `query` keeps of the waiting teach-backs, soonest due first (the index's order), at most `limit`. */
async function soonestDue(query: ReturnType<typeof waiting>, limit: number): Promise<WaitingTeachback[]> {
  const rows = await query.orderBy('teachbacks.due_ts', 'asc').limit(limit).execute();
  return rows.map(toWaiting);
}

/** Unfinished teach-backs due in (from, to] whose current assignee has not been reminded, soonest first. */
export function findDueForReminder(
  db: Db,
  { from, to, limit }: { from: number; to: number; limit: number },
): Promise<WaitingTeachback[]> {
  const due = waiting(db)
    .where('teachbacks.due_ts', '>', from)
    .where('teachbacks.due_ts', '<=', to)
    .where('teachbacks.reminded_at', 'is', null);
  return soonestDue(due, limit);
}

/** Unfinished teach-backs due before `before` that the scheduler has not given up on, longest overdue first. */
export function findOverdue(
  db: Db,
  { before, limit }: { before: number; limit: number },
): Promise<WaitingTeachback[]> {
  return soonestDue(waiting(db).where('teachbacks.due_ts', '<', before), limit);
}

/** The user's own teach-back as a decline reads it, or undefined. */
export async function findAssignedTeachback(
  db: Db,
  assigneeId: string,
  id: string,
): Promise<WaitingTeachback | undefined> {
  const row = await titledTeachbacks(db)
    .where('teachbacks.id', '=', id)
    .where('teachbacks.assignee_id', '=', assigneeId)
    .executeTakeFirst();
  return row && toWaiting(row);
}

/** Every unfinished teach-back assigned to the user, stalled or not (on teachbacks_assignee_id_status_updated_id). */
export async function findUnfinishedAssignedTo(db: Db, assigneeId: string): Promise<WaitingTeachback[]> {
  const rows = await titledTeachbacks(db)
    .where('teachbacks.assignee_id', '=', assigneeId)
    .where('teachbacks.status', 'in', ['pending', 'in_progress'])
    .execute();
  return rows.map(toWaiting);
}

/** Claims the reminder for the teach-back's current assignee: true for exactly one caller. */
export async function claimReminder(db: Db, teachback: WaitingTeachback, now: number): Promise<boolean> {
  const result = await db
    .updateTable('teachbacks')
    .set({ reminded_at: now })
    .where('id', '=', teachback.id)
    .where('assignee_id', '=', teachback.assigneeId)
    .where('reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Hands the teach-back to `toUserId`, starting afresh (pending, no notes, a new due time, not reminded), only
 * if it is still exactly as the scheduler read it: a completion or any other change in between wins.
 */
export async function moveTeachback(
  db: Db,
  teachback: WaitingTeachback,
  move: { toUserId: string; dueTs: number; now: number },
): Promise<boolean> {
  const result = await db
    .updateTable('teachbacks')
    .set((eb) => ({
      assignee_id: move.toUserId,
      status: 'pending',
      notes: '',
      due_ts: move.dueTs,
      reminded_at: null,
      stalled_at: null,
      reassign_count: eb('reassign_count', '+', 1),
      updated_at: move.now,
    }))
    .where('id', '=', teachback.id)
    .where('assignee_id', '=', teachback.assigneeId)
    .where('updated_at', '=', teachback.updatedAt)
    .where('status', '!=', sql.lit('completed'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Stops reassigning it (it stays with its assignee), only if it is still as read. */
export async function stallTeachback(db: Db, teachback: WaitingTeachback, now: number): Promise<boolean> {
  const result = await db
    .updateTable('teachbacks')
    .set({ stalled_at: now })
    .where('id', '=', teachback.id)
    .where('updated_at', '=', teachback.updatedAt)
    .where('stalled_at', 'is', null)
    .where('status', '!=', sql.lit('completed'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps who had the teach-back before, and the notes they left (never shown to the next assignee). */
export async function insertPastAssignment(
  db: Db,
  teachback: WaitingTeachback,
  endedAt: number,
): Promise<void> {
  await db
    .insertInto('teachback_assignments')
    .values({
      teachback_id: teachback.id,
      user_id: teachback.assigneeId,
      ended_at: endedAt,
      notes: teachback.notes,
    })
    .onConflict((oc) => oc.columns(['teachback_id', 'user_id']).doNothing())
    .execute();
}

export async function listPastAssignees(db: Db, teachbackId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('teachback_assignments')
    .select('user_id')
    .where('teachback_id', '=', teachbackId)
    .execute();
  return rows.map((row) => row.user_id);
}
