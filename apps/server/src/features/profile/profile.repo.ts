import type { Profile } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { parseStringList } from '../../db/json-columns';

export async function findProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const row = await db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    displayName: row.display_name,
    photoURL: row.photo_url,
    xp: row.xp,
    streak: row.streak,
    badges: parseStringList(row.badges),
  };
}

/** What a signed-in user's header shows: read on every authenticated request, so only these two columns. */
export async function findProfileCard(
  db: Db,
  userId: string,
): Promise<{ displayName: string | null; photoURL: string | null } | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select(['display_name', 'photo_url'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { displayName: row.display_name, photoURL: row.photo_url };
}
