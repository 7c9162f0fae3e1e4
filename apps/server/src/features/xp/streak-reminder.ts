import {
  canonicalTimeZone,
  daysBetween,
  DAY_MS,
  DEFAULT_TIME_ZONE,
  STREAK_REMINDER_HOUR,
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
const HOUR_MS = 60 * 60 * 1000;

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

/** Wall-clock formatters by canonical zone (bounded by the IANA list, whatever spellings are stored). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  const zone = canonicalTimeZone(timeZone) ?? DEFAULT_TIME_ZONE;
  const cached = wallClocks.get(zone);
  if (cached) return cached;
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  wallClocks.set(zone, formatter);
  return formatter;
}

/** The wall clock of `timeZone` at the instant `ms`, read as if it were UTC (so offsets are differences). */
function wallTime(ms: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The hour (0–23) the wall clock of `timeZone` shows at the instant `ms` (UTC for an unknown zone). */
export function localHour(ms: number, timeZone: string): number {
  return new Date(wallTime(ms, timeZone)).getUTCHours();
}

/**
 * The instant the wall clock of `timeZone` shows `hour`:00 on `day`. The zone's offset is taken at a first guess
 * and again at the instant it gives, which settles it on either side of a daylight-saving change; in the hour a
 * change skips (no such wall time), the later candidate (after the change) is taken.
 */
export function wallClockInstant(day: string, hour: number, timeZone: string): number {
  const wanted = Date.parse(`${day}T00:00:00Z`) + hour * HOUR_MS;
  const first = wanted - (wallTime(wanted, timeZone) - wanted);
  const second = wanted - (wallTime(first, timeZone) - first);
  const exact = [first, second].filter((ms) => wallTime(ms, timeZone) === wanted);
  return exact.length > 0 ? Math.min(...exact) : Math.max(first, second);
}
