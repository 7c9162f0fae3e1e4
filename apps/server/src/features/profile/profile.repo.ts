import type { Profile } from '@teachloop/shared';
import type { Db } from '../../db/database';

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

/** A JSON list of strings stored as text; anything else (a hand-edited row) reads as an empty list. */
export function parseStringList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
