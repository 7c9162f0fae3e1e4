import type { Db } from '../../db/database';

/** A pending review as the reminder scan sees it. */
export interface ReviewDueSoon {
  id: string;
  reviewerId: string;
  learner: string;
  title: string;
  dueAt: number;
}

/**
 * Pending reviews due in (from, to] whose reviewer has not been reminded, soonest first: one range of the
 * (status, reminded_at, due_at, id) index.
 */
export async function findReviewsDueForReminder(
  db: Db,
  { from, to, limit }: { from: number; to: number; limit: number },
): Promise<ReviewDueSoon[]> {
  const rows = await db
    .selectFrom('feedback_requests')
    .select(['id', 'reviewer_id', 'learner', 'title', 'due_at'])
    .where('status', '=', 'pending')
    .where('reminded_at', 'is', null)
    .where('due_at', '>', from)
    .where('due_at', '<=', to)
    .orderBy('due_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reviewerId: row.reviewer_id,
    learner: row.learner,
    title: row.title,
    dueAt: row.due_at,
  }));
}

/** Claims the reminder of a still pending review: true for exactly one caller. */
export async function claimReviewReminder(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('feedback_requests')
    .set({ reminded_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
