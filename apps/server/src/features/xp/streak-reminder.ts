import {
  daysBetween,
  DAY_MS,
  STREAK_REMINDER_HOUR,
  wallClockInstant,
  type StreakState,
} from '@teachloop/shared';

/**
 * When 'your streak ends tonight' is due, from the stored streak state alone (pure: no clock, no database).
 * A streak whose last active day is D and that holds F freezes is still shown on every day up to D + 1 + F
 * (each missed day spends a freeze, see packages/shared/src/xp/streak.ts) and is 0 the day after: so D + 1 + F is
 * the day it ends at midnight unless something counts, and the reminder is due that evening at
 * STREAK_REMINDER_HOUR, the student's own clock. Only a streak of 2 or more days is worth a tap on the shoulder.
 */
const SMALLEST_STREAK_AT_STAKE = 2;

/** The day ('YYYY-MM-DD') on whose midnight the streak ends without an action, or null when none of 2+ is at stake. */
export function streakEndingDay(state: StreakState): string | null {
  if (state.lastDay === null || state.current < SMALLEST_STREAK_AT_STAKE) return null;
  const lastDay = Date.parse(`${state.lastDay}T00:00:00Z`);
  return new Date(lastDay + (1 + state.freezes) * DAY_MS).toISOString().slice(0, 10);
}

/** The instant the reminder is due (the ending day at STREAK_REMINDER_HOUR in `timeZone`), or null. */
export function streakReminderAt(state: StreakState, timeZone: string): number | null {
  const day = streakEndingDay(state);
  return day === null ? null : wallClockInstant(day, STREAK_REMINDER_HOUR, timeZone);
}

/**
 * The streak (in days) that ends tonight on `today`, or 0: nothing counted today (the last day is earlier), the
 * streak is 2 or more, and today is its last surviving day. A reminder found on any other day is stale.
 */
export function streakEndingTonight(state: StreakState, today: string): number {
  if (state.lastDay === null || daysBetween(state.lastDay, today) <= 0) return 0;
  return streakEndingDay(state) === today ? state.current : 0;
}
