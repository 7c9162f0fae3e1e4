import type { Db } from '../../db/database';

export interface StoredTimeZone {
  timeZone: string;
  changedAt: number | null;
}

export async function findTimeZone(db: Db, userId: string): Promise<StoredTimeZone | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select(['time_zone', 'time_zone_changed_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { timeZone: row.time_zone, changedAt: row.time_zone_changed_at };
}

/**
 * Stores the zone; `changedAt` null for the zone an account starts with (not a change). A change is written
 * only if no other change has been since `lastChangedAt` (two racing saves cannot both pass the 7-day rule).
 */
export async function saveTimeZone(
  db: Db,
  userId: string,
  zone: { timeZone: string; changedAt: number | null; lastChangedAt: number | null },
): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ time_zone: zone.timeZone, time_zone_changed_at: zone.changedAt })
    .where('id', '=', userId)
    .where((eb) =>
      zone.lastChangedAt === null
        ? eb('time_zone_changed_at', 'is', null)
        : eb('time_zone_changed_at', '=', zone.lastChangedAt),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
