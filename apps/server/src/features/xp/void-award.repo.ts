import type { XpKind } from '@teachloop/shared';
import type { Db } from '../../db/database';

/** The reads and writes of taking back a voided award (void-award.service.ts). */

/** The days (stored, or null on rows from before migration 018) and times of the user's paid awards of these kinds. */
export async function listPaidDays(
  db: Db,
  userId: string,
  kinds: readonly XpKind[],
): Promise<{ day: string | null; createdAt: number }[]> {
  const rows = await db
    .selectFrom('xp_ledger')
    .select(['day', 'created_at'])
    .where('user_id', '=', userId)
    .where('amount', '>', 0)
    .where('kind', 'in', kinds)
    .execute();
  return rows.map((row) => ({ day: row.day, createdAt: row.created_at }));
}

/** Whether the user has another paid award of these kinds on the day (the (user_id, day, amount) index). */
export async function hasPaidOnDay(db: Db, userId: string, day: string, kinds: readonly XpKind[]) {
  const row = await db
    .selectFrom('xp_ledger')
    .select('id')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('amount', '>', 0)
    .where('kind', 'in', kinds)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteBadges(db: Db, userId: string, badgeIds: readonly string[]): Promise<void> {
  if (badgeIds.length === 0) return;
  await db
    .deleteFrom('user_badges')
    .where('user_id', '=', userId)
    .where('badge_id', 'in', badgeIds)
    .execute();
}

export async function deleteVerifiedSkill(db: Db, userId: string, topic: string): Promise<void> {
  await db.deleteFrom('verified_skills').where('user_id', '=', userId).where('topic', '=', topic).execute();
}

/** The learner and topic of a review (a `review_received` entry's item). */
export async function findReviewTopic(db: Db, feedbackId: string) {
  return db
    .selectFrom('feedback_requests')
    .select(['learner_id', 'topic'])
    .where('id', '=', feedbackId)
    .executeTakeFirst();
}
