import { DAY_MS, localDay, type StreakState } from '@teachloop/shared';
import type { ExpressionBuilder } from 'kysely';
import { STREAK_COLUMNS, streakStateOf } from '../../db/columns';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, Db } from '../../db/database';

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
  /** How many actions make the user's day (1, 2 or 3). */
  dailyGoal: number;
  /** The actions counted towards the daily goal on each of the UTC days around the read (see aroundUtc). */
  actionsByDay: ReadonlyMap<string, number>;
}

/**
 * The UTC days before, of and after `now`: the user's local day is one of them whatever their zone (zones run
 * from UTC−12 to UTC+14), so the profile's own read counts all three and the service keeps the one that is
 * today where the user lives, without a second statement to learn the zone first.
 */
function aroundUtc(now: number): [string, string, string] {
  return [localDay(now - DAY_MS, 'UTC'), localDay(now, 'UTC'), localDay(now + DAY_MS, 'UTC')];
}

interface ProfileValues {
  userId: string;
  dayBefore: string;
  day: string;
  dayAfter: string;
}

/** The user's actions on one day: a count on the daily_actions_user_day index, as a scalar subquery. */
function actionsOn(eb: ExpressionBuilder<Database, 'profiles'>, userId: string, day: string) {
  return eb
    .selectFrom('daily_actions')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .where('daily_actions.user_id', '=', userId)
    .where('daily_actions.day', '=', day);
}

const profileById = compiledOnce((db, { userId, dayBefore, day, dayAfter }: ProfileValues) =>
  db
    .selectFrom('profiles')
    .select(['id', 'display_name', 'photo_url', 'bio', 'xp', ...STREAK_COLUMNS, 'time_zone', 'daily_goal'])
    .select((eb) => [
      actionsOn(eb, userId, dayBefore).as('actions_day_before'),
      actionsOn(eb, userId, day).as('actions_day'),
      actionsOn(eb, userId, dayAfter).as('actions_day_after'),
    ])
    .where('id', '=', userId),
);

/** The user's own profile, with their daily goal's actions on the days around `now`, in one statement. */
export async function findProfile(db: Db, userId: string, now: number): Promise<StoredProfile | undefined> {
  const [dayBefore, day, dayAfter] = aroundUtc(now);
  const [row] = await profileById(db, { userId, dayBefore, day, dayAfter });
  if (!row) return undefined;
  return {
    id: row.id,
    displayName: row.display_name,
    photoURL: row.photo_url,
    bio: row.bio,
    xp: row.xp,
    streak: streakStateOf(row),
    timeZone: row.time_zone,
    dailyGoal: row.daily_goal,
    actionsByDay: new Map([
      [dayBefore, Number(row.actions_day_before ?? 0)],
      [day, Number(row.actions_day ?? 0)],
      [dayAfter, Number(row.actions_day_after ?? 0)],
    ]),
  };
}

/** Stores the user's daily goal (1, 2 or 3 actions, checked by the route's schema). */
export async function saveDailyGoal(db: Db, userId: string, target: number): Promise<void> {
  await db.updateTable('profiles').set({ daily_goal: target }).where('id', '=', userId).execute();
}
