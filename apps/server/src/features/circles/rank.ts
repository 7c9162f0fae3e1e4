import type { CircleLeaderboardEntry } from '@teachloop/shared';

/**
 * Ranks by XP, most first, ties ordered by user id so the order is stable; equal XP shares a rank (1, 1, 3),
 * as on the weekly leaderboard. `you` marks the viewer's row.
 */
export function rankByXp(
  rows: { userId: string; name: string; xp: number }[],
  viewerId: string,
): CircleLeaderboardEntry[] {
  const sorted = [...rows].sort(
    (a, b) => b.xp - a.xp || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
  return sorted.map((row) => ({
    rank: 1 + sorted.filter((other) => other.xp > row.xp).length,
    userId: row.userId,
    name: row.name,
    xp: row.xp,
    you: row.userId === viewerId,
  }));
}
