import type { QuietHours } from '@teachloop/shared';
import type { Db } from '../../db/database';

/** The user's quiet hours (the profile's columns, 22 to 8 unless changed); undefined without a profile. */
export async function findQuietHours(db: Db, userId: string): Promise<QuietHours | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select(['quiet_start', 'quiet_end'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { start: Number(row.quiet_start), end: Number(row.quiet_end) };
}

export async function saveQuietHours(db: Db, userId: string, quiet: QuietHours, now: number): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ quiet_start: quiet.start, quiet_end: quiet.end, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
