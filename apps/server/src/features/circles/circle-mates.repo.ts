import type { Db } from '../../db/database';

/** The user's open circles and everyone in them (the user included). */
export interface CircleMates {
  circleIds: string[];
  userIds: string[];
}

/**
 * Who shares an open circle with the user: the user's memberships from circle_members' user_id index, then each
 * circle's members from its primary key (circle_id, user_id). At most the circles' capacities in rows.
 */
export async function findCircleMates(db: Db, userId: string): Promise<CircleMates> {
  const rows = await db
    .selectFrom('circle_members as mine')
    .innerJoin('circles', 'circles.id', 'mine.circle_id')
    .innerJoin('circle_members as mates', 'mates.circle_id', 'mine.circle_id')
    .select(['mine.circle_id as circle_id', 'mates.user_id as user_id'])
    .where('mine.user_id', '=', userId)
    .where('circles.closed_at', 'is', null)
    .execute();
  return {
    circleIds: [...new Set(rows.map((row) => row.circle_id))],
    userIds: [...new Set(rows.map((row) => row.user_id))],
  };
}
