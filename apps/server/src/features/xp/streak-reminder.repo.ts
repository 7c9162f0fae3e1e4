import type { StreakState } from '@teachloop/shared';
import { STREAK_COLUMNS, streakStateOf } from '../../db/columns';
import type { Db } from '../../db/database';

/** A profile whose streak reminder has come due: its id and the instant stored (the claim compares it). */
export interface DueStreakReminder {
  userId: string;
  dueAt: number;
}

/** What the claimed profile holds now, for the reminder's last checks. */
export interface ClaimedStreakReminder {
  streak: StreakState;
  timeZone: string;
  quiet: { start: number; end: number };
  suspended: boolean;
}

/**
 * Profiles whose reminder is due at `now`, earliest first: one range of the partial index
 * profiles_streak_reminder_due (streak_reminder_at, id) where streak_reminder_at is not null.
 */
export async function findDueStreakReminders(
  db: Db,
  { now, limit }: { now: number; limit: number },
): Promise<DueStreakReminder[]> {
  const rows = await db
    .selectFrom('profiles')
    .select(['id', 'streak_reminder_at'])
    .where('streak_reminder_at', '<=', now)
    .orderBy('streak_reminder_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ userId: row.id, dueAt: Number(row.streak_reminder_at) }));
}

/**
 * Claims a due reminder with a compare-and-set (cleared only while it still holds the instant that was read),
 * answering the profile as it is at that moment: exactly one caller gets it, and a streak saved meanwhile (an
 * action counted, which moved or cleared the instant) makes the claim fail.
 */
export async function claimStreakReminder(
  db: Db,
  due: DueStreakReminder,
): Promise<ClaimedStreakReminder | undefined> {
  const row = await db
    .updateTable('profiles')
    .set({ streak_reminder_at: null })
    .where('id', '=', due.userId)
    .where('streak_reminder_at', '=', due.dueAt)
    .returning([...STREAK_COLUMNS, 'time_zone', 'quiet_start', 'quiet_end', 'suspended_at'])
    .executeTakeFirst();
  return (
    row && {
      streak: streakStateOf(row),
      timeZone: row.time_zone,
      quiet: { start: row.quiet_start, end: row.quiet_end },
      suspended: row.suspended_at !== null,
    }
  );
}
