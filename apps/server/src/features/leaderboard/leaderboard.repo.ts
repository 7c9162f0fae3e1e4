import type { Db } from '../../db/database';

export interface WeeklyTotal {
  userId: string;
  displayName: string | null;
  xp: number;
}

/**
 * The users with the most XP awarded since `since` (ledger rows), most first; users who earned none are not
 * listed. Ties are ordered by user id so the order is stable. The (created_at, user_id, amount) index covers it.
 */
export async function listTopEarnersSince(db: Db, since: number, limit: number): Promise<WeeklyTotal[]> {
  const rows = await db
    .selectFrom('xp_ledger')
    .innerJoin('profiles', 'profiles.id', 'xp_ledger.user_id')
    .select((eb) => [
      'xp_ledger.user_id as user_id',
      'profiles.display_name as display_name',
      eb.fn.sum<number | string>('xp_ledger.amount').as('xp'),
    ])
    .where('xp_ledger.created_at', '>=', since)
    .groupBy(['xp_ledger.user_id', 'profiles.display_name'])
    .having((eb) => eb.fn.sum('xp_ledger.amount'), '>', 0)
    .orderBy('xp', 'desc')
    .orderBy('xp_ledger.user_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, displayName: row.display_name, xp: Number(row.xp) }));
}
