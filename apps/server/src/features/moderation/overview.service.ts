import { DAY_MS, OVERVIEW_WEEKS, weekPeriod, type OverviewResponse } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { countUsers } from '../../db/user-count';
import {
  countOpenReports,
  countReviewsGiven,
  countTeachbacksCompleted,
  countXpActiveUsers,
} from './overview.repo';

const WEEK_MS = 7 * DAY_MS;
/** No sign-up transaction is still open this long after its profile's created_at. */
const SIGN_UP_SETTLED_MS = 10 * 60_000;

/**
 * GET /api/moderation/overview. Every figure is an index lookup or a range bounded by time, never a scan of a
 * whole table: accounts from a kept count (overview.repo countUsers); weekly active users are the distinct
 * users with an XP ledger entry (paid or capped, their own action or a peer's review of it) in the last 7 days;
 * teach-backs completed and reviews given per week (Monday 00:00 UTC, like the leaderboards) for the last 8.
 */
export async function operatorOverview(db: Db, now: number): Promise<OverviewResponse> {
  const current = weekPeriod(now).since;
  const starts = Array.from(
    { length: OVERVIEW_WEEKS },
    (_, i) => current - (OVERVIEW_WEEKS - 1 - i) * WEEK_MS,
  );
  const weeks = [];
  for (const weekStart of starts) {
    const until = weekStart + WEEK_MS;
    weeks.push({
      weekStart,
      teachbacksCompleted: await countTeachbacksCompleted(db, weekStart, until),
      reviewsGiven: await countReviewsGiven(db, weekStart, until),
    });
  }
  return {
    totalUsers: await countUsers(db, now - SIGN_UP_SETTLED_MS),
    weeklyActiveUsers: await countXpActiveUsers(db, now - WEEK_MS),
    openReports: await countOpenReports(db),
    weeks,
  };
}
