import type { Db } from '../../db/database';

/** The user's handle and switches (primary key read). */
export async function findVisibility(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['handle', 'public_profile', 'listed'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setHandle(db: Db, userId: string, handle: string, now: number): Promise<void> {
  await db.updateTable('profiles').set({ handle, updated_at: now }).where('id', '=', userId).execute();
}

export async function setPublicProfile(db: Db, userId: string, on: boolean, now: number): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ public_profile: on ? 1 : 0, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * 'Show me on leaderboards': the profile and every period total of the user (xp_period_totals_user index), so
 * the boards' (…, listed, xp, …) indexes read only the listed. Call inside one transaction.
 */
export async function setListed(db: Db, userId: string, on: boolean, now: number): Promise<void> {
  const listed = on ? 1 : 0;
  await db.updateTable('profiles').set({ listed, updated_at: now }).where('id', '=', userId).execute();
  await db.updateTable('xp_period_totals').set({ listed }).where('user_id', '=', userId).execute();
}
