import type { Insertable } from 'kysely';
import type { ProfilesTable } from './database';

/**
 * A profile as sign-up leaves it: no XP, no streak, no bio or handle, the columns' defaults written out. Each
 * writer of a profile that is not made by sign-up (the courses account, test factories, benches) starts from it
 * and adds what differs.
 */
export function newProfileRow(
  id: string,
  displayName: string | null,
  now: number,
  timeZone = 'UTC',
): Insertable<ProfilesTable> {
  return {
    id,
    display_name: displayName,
    photo_url: null,
    xp: 0,
    streak: 0,
    longest_streak: 0,
    streak_freezes: 0,
    streak_last_day: null,
    time_zone: timeZone,
    bio: null,
    time_zone_changed_at: null,
    created_at: now,
    updated_at: now,
  };
}
