import type { StreakState } from '@teachloop/shared';
import { STREAK_COLUMNS, streakStateOf } from '../../db/columns';
import { compiledOnce } from '../../db/compiled-once';
import type { Db } from '../../db/database';

export interface StoredProfile {
  id: string;
  displayName: string | null;
  photoURL: string | null;
  bio: string | null;
  xp: number;
  /** As of its last active day; a read shows it as of today (streakOn). */
  streak: StreakState;
  /** The zone the user's days are counted in. */
  timeZone: string;
}

const profileById = compiledOnce((db, { userId }: { userId: string }) =>
  db
    .selectFrom('profiles')
    .select(['id', 'display_name', 'photo_url', 'bio', 'xp', ...STREAK_COLUMNS, 'time_zone'])
    .where('id', '=', userId),
);

export async function findProfile(db: Db, userId: string): Promise<StoredProfile | undefined> {
  const [row] = await profileById(db, { userId });
  if (!row) return undefined;
  return {
    id: row.id,
    displayName: row.display_name,
    photoURL: row.photo_url,
    bio: row.bio,
    xp: row.xp,
    streak: streakStateOf(row),
    timeZone: row.time_zone,
  };
}
