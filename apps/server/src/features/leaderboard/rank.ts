import type { CircleLeaderboardEntry } from '@teachloop/shared';

/**
 * How every board ranks: most XP first; equal XP shares a rank, 1 + the number with strictly more (1, 1, 3);
 * ties listed by user id, descending, the order the (period, xp, user_id) index reads backwards. The site's
 * boards rank in SQL by the same rule (leaderboard.repo.ts), since they are too long to rank here; a circle's
 * board and the dashboard's panel are short lists and rank here. `you` marks the viewer's row.
 */
export function rankByXp(
  rows: { userId: string; name: string; xp: number }[],
  viewerId: string,
): CircleLeaderboardEntry[] {
  const sorted = [...rows].sort((a, b) => b.xp - a.xp || compareIdsDescending(a.userId, b.userId));
  let rank = 0;
  return sorted.map((row, index) => {
    if (index === 0 || row.xp !== sorted[index - 1]!.xp) rank = index + 1;
    return { rank, userId: row.userId, name: row.name, xp: row.xp, you: row.userId === viewerId };
  });
}

function compareIdsDescending(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}
