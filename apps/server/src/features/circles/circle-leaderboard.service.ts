import { leaderboardName, type CircleLeaderboardResponse } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { weekStart } from '../leaderboard/week-start';
import { isInAnyCircle, topCircleEarnersSince, topEarnersSince } from './circle-leaderboard.repo';
import { rankByXp } from './rank';

/**
 * The dashboard's 'This week’s circle leaderboard': the top `limit` of the viewer's circles' members (the
 * viewer included) by XP earned since Monday 00:00 in the viewer's time zone; everyone's top `limit` when the
 * viewer is in no circle. Only those who earned XP this week are ranked.
 */
export async function getCircleLeaderboard(
  db: Db,
  viewerId: string,
  options: { now: number; timeZone: string; limit: number },
): Promise<CircleLeaderboardResponse> {
  const since = weekStart(options.now, options.timeZone);
  const inCircles = await isInAnyCircle(db, viewerId);
  const earners = inCircles
    ? await topCircleEarnersSince(db, viewerId, since, options.limit)
    : await topEarnersSince(db, since, options.limit);
  return {
    scope: inCircles ? 'circles' : 'everyone',
    since,
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
