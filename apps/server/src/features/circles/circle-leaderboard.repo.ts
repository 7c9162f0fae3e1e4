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

const toEarner = (row: { user_id: string; display_name: string | null; xp: number | string }): EarnerRow => ({
  userId: row.user_id,
  displayName: row.display_name,
  xp: Number(row.xp),
});

/**
 * Everyone's top earners since `since`, most first (ties by user id); only those who earned some. The ledger's
 * (created_at, user_id, amount) index covers the sum, whose cost grows with the period's awards (the fallback
 * for a viewer in no circle).
 */
export async function topEarnersSince(db: Db, since: number, limit: number): Promise<EarnerRow[]> {
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
  return rows.map(toEarner);
}

/**
 * The top earners since `since` among the members of `viewerId`'s open circles (the viewer included), each
 * counted once however many circles they share. Driven from the mates: one (user_id, created_at, amount) index
 * range per mate, so the cost is bounded by the circles' capacities, not by the site's activity.
 */
export async function topCircleEarnersSince(
  db: Db,
  viewerId: string,
  since: number,
  limit: number,
): Promise<EarnerRow[]> {
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('circle_members as mine')
        .innerJoin('circles', 'circles.id', 'mine.circle_id')
        .innerJoin('circle_members as mates', 'mates.circle_id', 'mine.circle_id')
        .select('mates.user_id')
        .distinct()
        .where('mine.user_id', '=', viewerId)
        .where('circles.closed_at', 'is', null)
        .as('mate'),
    )
    .innerJoin('xp_ledger', (join) =>
      join.onRef('xp_ledger.user_id', '=', 'mate.user_id').on('xp_ledger.created_at', '>=', since),
    )
    .innerJoin('profiles', 'profiles.id', 'mate.user_id')
    .select((eb) => [
      'mate.user_id as user_id',
      'profiles.display_name as display_name',
      eb.fn.sum<number | string>('xp_ledger.amount').as('xp'),
    ])
    .groupBy(['mate.user_id', 'profiles.display_name'])
    .having((eb) => eb.fn.sum('xp_ledger.amount'), '>', 0)
    .orderBy('xp', 'desc')
    .orderBy('mate.user_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toEarner);
}
