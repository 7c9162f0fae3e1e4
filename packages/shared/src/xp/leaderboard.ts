/** The leaderboard's choices and limits (GET /api/leaderboard, the /leaderboard page). */
export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_SORTS = ['xp', 'streak'] as const;
export type LeaderboardSort = (typeof LEADERBOARD_SORTS)[number];
export const LEADERBOARD_DIRS = ['desc', 'asc'] as const;
export type LeaderboardDir = (typeof LEADERBOARD_DIRS)[number];
export const LEADERBOARD_LIMITS = { default: 50, max: 50, maxOffset: 10_000, maxSearch: 100 } as const;

/** The spec's fallback name on the leaderboard: the first 6 characters of the user id. */
export function leaderboardName(displayName: string | null, userId: string): string {
  return displayName?.trim() || userId.slice(0, 6);
}
