import type { Db } from '../../db/database';

export interface EarnerRow {
  userId: string;
  displayName: string | null;
  xp: number;
}

/** Whether the user belongs to at least one open circle (circle_members' user_id index). */
export async function isInAnyCircle(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('circle_members')
    .innerJoin('circles', 'circles.id', 'circle_members.circle_id')
    .select('circle_members.circle_id')
    .where('circle_members.user_id', '=', userId)
    .where('circles.closed_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The users with the most XP awarded since `since`, most first (ties by user id); only those who earned some.
 * With `circlesOf`, only members of that user's open circles (the user included), each counted once however
 * many circles they share. The ledger's (created_at, user_id, amount) index covers the sum.
 */
export async function topEarnersSince(
  db: Db,
  since: number,
  limit: number,
  circlesOf?: string,
): Promise<EarnerRow[]> {
  const rows = await db
    .selectFrom('xp_ledger')
    .innerJoin('profiles', 'profiles.id', 'xp_ledger.user_id')
    .select((eb) => [
      'xp_ledger.user_id as user_id',
      'profiles.display_name as display_name',
      eb.fn.sum<number | string>('xp_ledger.amount').as('xp'),
    ])
    .where('xp_ledger.created_at', '>=', since)
    .$if(circlesOf !== undefined, (query) =>
      query.where('xp_ledger.user_id', 'in', (eb) =>
        eb
          .selectFrom('circle_members as mine')
          .innerJoin('circles', 'circles.id', 'mine.circle_id')
          .innerJoin('circle_members as mates', 'mates.circle_id', 'mine.circle_id')
          .select('mates.user_id')
          .where('mine.user_id', '=', circlesOf!)
          .where('circles.closed_at', 'is', null),
      ),
    )
    .groupBy(['xp_ledger.user_id', 'profiles.display_name'])
    .having((eb) => eb.fn.sum('xp_ledger.amount'), '>', 0)
    .orderBy('xp', 'desc')
    .orderBy('xp_ledger.user_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: row.user_id, displayName: row.display_name, xp: Number(row.xp) }));
}
