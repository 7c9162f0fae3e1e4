import { DAY_MS } from '../learning';
import type { LeaderboardPeriod } from './leaderboard';

/** A leaderboard period everyone shares: its key in xp_period_totals and when it began (epoch ms, UTC). */
export interface BoardPeriod {
  key: string;
  since: number;
}

/**
 * The week that `now` falls in: Monday 00:00 UTC to the next. Boards are shared, so their periods are too: one
 * week for everyone, wherever they are, so every viewer sees the same standings and the same reset.
 */
export function weekPeriod(now: number): BoardPeriod {
  const today = new Date(now - (now % DAY_MS));
  const daysSinceMonday = (today.getUTCDay() + 6) % 7;
  const monday = today.getTime() - daysSinceMonday * DAY_MS;
  return { key: `week:${new Date(monday).toISOString().slice(0, 10)}`, since: monday };
}

/** The calendar month that `now` falls in, from the 1st 00:00 UTC. */
export function monthPeriod(now: number): BoardPeriod {
  const date = new Date(now);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return { key: `month:${new Date(first).toISOString().slice(0, 7)}`, since: first };
}

/** The period a board covers; null for all time. */
export function boardPeriod(period: LeaderboardPeriod, now: number): BoardPeriod | null {
  if (period === 'week') return weekPeriod(now);
  if (period === 'month') return monthPeriod(now);
  return null;
}
