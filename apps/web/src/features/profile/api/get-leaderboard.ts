import { useQuery } from '@tanstack/react-query';
import { LEADERBOARD_LIMITS, leaderboardResponseSchema, type LeaderboardResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { profileKeys } from './get-profile';

export type LeaderboardParams = { period: 'week'; limit: number };

/** GET /api/leaderboard: ranked by XP earned this week (since Monday 00:00 in my time zone), from the ledger. */
export async function fetchLeaderboard(params: LeaderboardParams): Promise<LeaderboardResponse> {
  return leaderboardResponseSchema.parse(await apiFetch<unknown>(`/api/leaderboard${toQueryString(params)}`));
}

export function useLeaderboard(
  params: LeaderboardParams = { period: 'week', limit: LEADERBOARD_LIMITS.default },
) {
  return useQuery({ queryKey: profileKeys.leaderboard(params), queryFn: () => fetchLeaderboard(params) });
}
