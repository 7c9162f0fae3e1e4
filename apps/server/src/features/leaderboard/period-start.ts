import { DAY_MS, localDay, type LeaderboardPeriod } from '@teachloop/shared';
import { startOfDay, weekStart } from './week-start';

/** The 1st of the month that `now` falls in, 00:00 in `timeZone`. */
export function monthStart(now: number, timeZone: string): number {
  return startOfDay(`${localDay(now, timeZone).slice(0, 7)}-01`, timeZone);
}

/** When a leaderboard period began for the viewer: Monday or the 1st, 00:00 in their zone; null for all time. */
export function periodStart(period: LeaderboardPeriod, now: number, timeZone: string): number | null {
  if (period === 'week') return weekStart(now, timeZone);
  if (period === 'month') return monthStart(now, timeZone);
  return null;
}

/**
 * The last days a stored streak may have been extended on and still be current on `today` with 0, 1 or 2
 * freezes held (shared `streakOn`: the missed days since the last one must be covered by freezes).
 */
export function liveStreakCutoffs(today: string): [string, string, string] {
  const minus = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  return [minus(1), minus(2), minus(3)];
}
