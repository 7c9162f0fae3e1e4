import { DAY_MS, localDay, STREAK_REMINDER_HOUR } from '@teachloop/shared';
import type { Db } from '../db/database';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Streaks at stake, as on a busy evening: one user in fifty holds a streak of a few days whose last action was
 * yesterday, so its reminder is due this evening; for a few it is already due (the scheduler's work in the
 * every-route scenario: each is claimed), for most it is still ahead. Every other profile has none (null, outside
 * the partial index profiles_streak_reminder_due).
 */
export async function fillStreakReminders(db: Db, users: string[], now: number) {
  const yesterday = localDay(now - DAY_MS, 'UTC');
  const atStake = users.filter((_, i) => i % 50 === 11);
  for (const [i, id] of atStake.entries()) {
    const dueAt = i % 10 === 0 ? now - (i + 1) * 60_000 : now + (i % STREAK_REMINDER_HOUR) * HOUR_MS;
    await db
      .updateTable('profiles')
      .set({ streak: 2 + (i % 5), streak_last_day: yesterday, streak_freezes: 0, streak_reminder_at: dueAt })
      .where('id', '=', id)
      .execute();
  }
}
