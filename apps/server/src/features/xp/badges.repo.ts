import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import { reviewStarsWerePaid } from './review-stars-paid.sql';

export interface EarnedBadgeRow {
  badgeId: string;
  earnedAt: number;
}

const earnedBadges = compiledOnce((db, { userId }: { userId: string }) =>
  db
    .selectFrom('user_badges')
    .select(['badge_id', 'earned_at'])
    .where('user_id', '=', userId)
    .orderBy('earned_at', 'asc')
    .orderBy('badge_id', 'asc'),
);

/** The user's badges in the order they were earned. */
export async function listEarnedBadges(db: Db, userId: string): Promise<EarnedBadgeRow[]> {
  const rows = await earnedBadges(db, { userId });
  return rows.map((row) => ({ badgeId: row.badge_id, earnedAt: row.earned_at }));
}

/** Stores a badge unless the user holds it; returns whether this call earned it. */
export async function insertBadge(db: Db, userId: string, badgeId: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('user_badges')
    .values({ user_id: userId, badge_id: badgeId, earned_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'badge_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** What the badge criteria read besides the ledger: profile XP and longest streak, paid 5-star reviews, skills. */
export async function findBadgeFacts(db: Db, userId: string) {
  const [profile, fiveStars, skills] = await Promise.all([
    db.selectFrom('profiles').select(['xp', 'longest_streak']).where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('feedback_requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('learner_id', '=', userId)
      .where('status', '=', 'completed')
      .where('rating', '=', 5)
      .where(reviewStarsWerePaid)
      .executeTakeFirst(),
    db
      .selectFrom('verified_skills')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return {
    xp: profile?.xp ?? 0,
    longestStreak: profile?.longest_streak ?? 0,
    fiveStarReviewsReceived: fiveStars?.count ?? 0,
    verifiedSkills: skills?.count ?? 0,
  };
}
