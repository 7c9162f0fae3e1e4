import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The user's handle and switches (primary key read). */
export async function findVisibility(db: Db, userId: string) {
  return db
    .selectFrom('profiles')
    .select(['handle', 'public_profile', 'show_on_boards'])
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

/** 'Show me on leaderboards': the owner's choice only; refreshListed makes it count on the boards. */
export async function setShowOnBoards(db: Db, userId: string, on: boolean, now: number): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ show_on_boards: on ? 1 : 0, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * Writes the user's effective `listed`, the owner's choice AND a verified address (Better Auth's
 * user.emailVerified, read as a condition so one statement serves 0/1 and booleans), on the profile and on every
 * period total of the user (xp_period_totals_user index), so the boards' (…, listed, xp, …) indexes read only
 * the listed. Each statement reads the values committed when it runs, so a racing switch and verification end
 * in the right state; rows already right are not written.
 */
export async function refreshListed(db: Db, userId: string): Promise<void> {
  const effective = sql<number>`case when profiles.show_on_boards = 1 and exists (select 1 from "user" u
    where u.id = profiles.id and u."emailVerified") then 1 else 0 end`;
  await sql`update profiles set listed = ${effective}
    where id = ${userId} and listed <> ${effective}`.execute(db);
  const owners = sql<number>`(select p.listed from profiles p where p.id = ${userId})`;
  await sql`update xp_period_totals set listed = ${owners}
    where user_id = ${userId} and listed <> ${owners}`.execute(db);
}
