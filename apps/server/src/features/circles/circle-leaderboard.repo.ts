import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import { activeAccount } from '../moderation/visibility.sql';

export interface EarnerRow {
  userId: string;
  displayName: string | null;
  xp: number;
}

const anyOpenCircleOf = compiledOnce((db, { userId }: { userId: string }) =>
  db
    .selectFrom('circle_members')
    .innerJoin('circles', 'circles.id', 'circle_members.circle_id')
    .select('circle_members.circle_id')
    .where('circle_members.user_id', '=', userId)
    .where('circles.closed_at', 'is', null)
    .limit(1),
);

/** Whether the user belongs to at least one open circle (circle_members' user_id index). */
export async function isInAnyCircle(db: Db, userId: string): Promise<boolean> {
  const rows = await anyOpenCircleOf(db, { userId });
  return rows.length > 0;
}

const toEarner = (row: { user_id: string; display_name: string | null; xp: number }): EarnerRow => ({
  userId: row.user_id,
  displayName: row.display_name,
  xp: row.xp,
});

const periodTopEarners = compiledOnce((db, { periodKey }: { periodKey: string }, limit: number) =>
  db
    .selectFrom('xp_period_totals as total')
    .innerJoin('profiles', 'profiles.id', 'total.user_id')
    .select(['total.user_id as user_id', 'profiles.display_name as display_name', 'total.xp as xp'])
    .where('total.period', '=', periodKey)
    .where('total.listed', '=', 1)
    .where('total.xp', '>', 0)
    // Suspended accounts are off every board; a rare row dropped after the index walk.
    .where(activeAccount('profiles'))
    .orderBy('total.xp', 'desc')
    .orderBy('total.user_id', 'desc')
    .limit(limit),
);

/**
 * Everyone's top earners of the period who show on leaderboards, most first (ties by user id, descending: every board's order,
 * leaderboard/rank.ts, which the index serves); only those who earned some. Read in (period, xp, user_id) index order, so `limit` rows are read
 * however busy the site is (the fallback for a viewer in no circle).
 */
export async function topEarners(db: Db, periodKey: string, limit: number): Promise<EarnerRow[]> {
  const rows = await periodTopEarners(db, { periodKey }, limit);
  return rows.map(toEarner);
}

const circleTopEarners = compiledOnce(
  (db, { viewerId, periodKey }: { viewerId: string; periodKey: string }, limit: number) =>
    db
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
      // CROSS JOIN fixes the join order on SQLite: mates first, then one primary-key lookup each. Left to itself
      // it walks the whole period's totals in XP order and looks each up among the mates.
      .crossJoin('xp_period_totals as total')
      .crossJoin('profiles')
      .select(['mate.user_id as user_id', 'profiles.display_name as display_name', 'total.xp as xp'])
      .whereRef('total.user_id', '=', 'mate.user_id')
      .where('total.period', '=', periodKey)
      .where('total.xp', '>', 0)
      // Mates hidden from leaderboards or suspended are left out; the viewer always sees their own row.
      .where((eb) =>
        eb.or([
          eb.and([eb('total.listed', '=', 1), activeAccount('profiles')]),
          eb('mate.user_id', '=', viewerId),
        ]),
      )
      .whereRef('profiles.id', '=', 'mate.user_id')
      .orderBy('total.xp', 'desc')
      .orderBy('mate.user_id', 'desc')
      .limit(limit),
);

/**
 * The top earners of the period among the members of `viewerId`'s open circles (the viewer included), each
 * counted once however many circles they share, in every board's order (leaderboard/rank.ts). Driven from the mates: one primary-key lookup of the period's
 * total per mate, so the cost is bounded by the circles' capacities, not by the site's activity.
 */
export async function topCircleEarners(
  db: Db,
  viewerId: string,
  periodKey: string,
  limit: number,
): Promise<EarnerRow[]> {
  const rows = await circleTopEarners(db, { viewerId, periodKey }, limit);
  return rows.map(toEarner);
}
