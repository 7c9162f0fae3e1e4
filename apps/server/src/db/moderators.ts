import type { Db } from './database';

/**
 * The moderator role, given and taken only from the command line (`npm run admin`), never by a web
 * route. Each function finds the person by their sign-in e-mail (the auth table's unique index).
 */

/** Makes the user with `email` a moderator; false when nobody has that address. Granting twice is harmless. */
export async function grantModeratorByEmail(db: Db, email: string, at: number): Promise<boolean> {
  const user = await userIdByEmail(db, email);
  if (!user) return false;
  await db
    .insertInto('moderators')
    .values({ user_id: user, granted_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return true;
}

/** Takes the role from the user with `email`; false when nobody has that address or they were no moderator. */
export async function revokeModeratorByEmail(db: Db, email: string): Promise<boolean> {
  const user = await userIdByEmail(db, email);
  if (!user) return false;
  const result = await db.deleteFrom('moderators').where('user_id', '=', user).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every moderator's e-mail and name, as the command lists them (a handful of rows: read whole). */
export async function listModerators(db: Db): Promise<{ email: string; name: string; grantedAt: number }[]> {
  const rows = await db
    .selectFrom('moderators')
    .innerJoin('user', 'user.id', 'moderators.user_id')
    .select(['user.email', 'user.name', 'moderators.granted_at'])
    .orderBy('moderators.granted_at')
    .execute();
  return rows.map((row) => ({ email: row.email, name: row.name, grantedAt: row.granted_at }));
}

/** Every moderator's user id, to tell their open pages of a new report or action (a handful: read whole). */
export async function listModeratorIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('moderators').select('user_id').execute();
  return rows.map((row) => row.user_id);
}

async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id;
}
