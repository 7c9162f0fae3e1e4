import type { StreakState } from '@teachloop/shared';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';

export interface StoredProfile {
  id: string;
  displayName: string | null;
  photoURL: string | null;
  xp: number;
  /** As of its last active day; a read shows it as of today (streakOn). */
  streak: StreakState;
}

const profileById = compiledOnce((db, { userId }: { userId: string }) =>
  db
    .selectFrom('profiles')
    .select([
      'id',
      'display_name',
      'photo_url',
      'xp',
      'streak',
      'longest_streak',
      'streak_freezes',
      'streak_last_day',
    ])
    .where('id', '=', userId),
);

export async function findProfile(db: Db, userId: string): Promise<StoredProfile | undefined> {
  const [row] = await profileById(db, { userId });
  if (!row) return undefined;
  return {
    id: row.id,
    displayName: row.display_name,
    photoURL: row.photo_url,
    xp: row.xp,
    streak: {
      current: row.streak,
      longest: row.longest_streak,
      freezes: row.streak_freezes,
      lastDay: row.streak_last_day,
    },
  };
}
