import { leaderboardName, type CircleLeaderboardResponse, weekPeriod } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { isInAnyCircle, topCircleEarners, topEarners } from './circle-leaderboard.repo';
import { rankByXp } from '../leaderboard/rank';

/**
 * The dashboard's 'This week’s circle leaderboard': the top `limit` of the viewer's circles' members (the
 * viewer included) by XP earned this week (the leaderboards' shared week, from Monday 00:00 UTC); everyone's top
 * `limit` when the viewer is in no circle. Only those who earned XP this week are ranked.
 */
export async function getCircleLeaderboard(
  db: Db,
  viewerId: string,
  options: { now: number; limit: number },
): Promise<CircleLeaderboardResponse> {
  const week = weekPeriod(options.now);
  const inCircles = await isInAnyCircle(db, viewerId);
  const earners = inCircles
    ? await topCircleEarners(db, viewerId, week.key, options.limit)
    : await topEarners(db, week.key, options.limit);
  return {
    scope: inCircles ? 'circles' : 'everyone',
    since: week.since,
    entries: rankByXp(
      earners.map((row) => ({
        userId: row.userId,
        name: leaderboardName(row.displayName, row.userId),
        xp: row.xp,
      })),
      viewerId,
    ),
  };
}
