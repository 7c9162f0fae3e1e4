import type { Db } from '../../db/database';

/*
 * A circle's page shows its members' XP this week from the leaderboard totals that XP awards keep
 * (xp/period-totals.repo.ts writes them). The read lives with circles, so circles never import xp: xp sits above
 * circles (an award tells the earner's circle mates, circle-mates.repo.ts).
 */

/** The XP each of `userIds` earned in the period; users without any are absent. */
export async function periodXpOf(db: Db, periodKey: string, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('xp_period_totals')
    .select(['user_id', 'xp'])
    .where('period', '=', periodKey)
    .where('user_id', 'in', userIds)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.xp]));
}
