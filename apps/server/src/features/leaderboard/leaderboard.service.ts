import { leaderboardName, type LeaderboardResponse } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { listTopEarnersSince } from './leaderboard.repo';
import { weekStart } from './week-start';

/**
 * This week's leaderboard as the viewer sees it: XP earned since Monday 00:00 in the viewer's time zone, from
 * the ledger, top `limit`. Equal XP shares a rank (1, 1, 3); `you` marks the viewer's own row.
 */
export async function getWeeklyLeaderboard(
  db: Db,
  viewerId: string,
  options: { now: number; timeZone: string; limit: number },
): Promise<LeaderboardResponse> {
  const since = weekStart(options.now, options.timeZone);
  const totals = await listTopEarnersSince(db, since, options.limit);
  return {
    period: 'week',
    since,
    entries: totals.map((total) => ({
      rank: 1 + totals.filter((other) => other.xp > total.xp).length,
      userId: total.userId,
      name: leaderboardName(total.displayName, total.userId),
      xp: total.xp,
      you: total.userId === viewerId,
    })),
  };
}
