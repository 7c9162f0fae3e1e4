import type { Db } from '../../db/database';

/** The account's suspension marks (profile by primary key), or undefined when there is no such profile. */
export async function suspensionMarksOf(
  db: Db,
  userId: string,
): Promise<{ suspended_at: number | null; suspended_until: number | null } | undefined> {
  return db
    .selectFrom('profiles')
    .select(['suspended_at', 'suspended_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Lifts the account's suspension if it ended by `now` (a conditional write: one lifted meanwhile is left be). */
export async function liftEndedSuspension(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ suspended_at: null, suspended_until: null, suspension_reason: null })
    .where('id', '=', userId)
    .where('suspended_until', '<=', now)
    .execute();
}
