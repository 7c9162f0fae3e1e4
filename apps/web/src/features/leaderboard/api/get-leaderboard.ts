import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  LeaderboardDir,
  LeaderboardPeriod,
  LeaderboardResponse,
  LeaderboardSort,
} from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export interface LeaderboardParams {
  period: LeaderboardPeriod;
  sort: LeaderboardSort;
  dir: LeaderboardDir;
  q: string;
  /** 1-based. */
  page: number;
}

/** Rows per page: the top 50, then 51–100 and so on. */
export const LEADERBOARD_PAGE_SIZE = 50;

/**
 * Under the `profile` root (lib/query-keys.ts): an XP award arrives as a live `profile` event, which refetches
 * the board the viewer is looking at.
 */
const leaderboardKey = (params: LeaderboardParams) => [...queryRoots.profile, 'leaderboard', params] as const;

/** GET /api/leaderboard?period=&sort=&dir=&q=&limit=&offset=: one page of the board and the viewer's own row. */
async function fetchLeaderboard(params: LeaderboardParams): Promise<LeaderboardResponse> {
  const query = toQueryString({
    period: params.period,
    sort: params.sort,
    dir: params.dir,
    q: params.q || undefined,
    limit: LEADERBOARD_PAGE_SIZE,
    offset: (params.page - 1) * LEADERBOARD_PAGE_SIZE,
  });
  return apiFetch<LeaderboardResponse>(`/api/leaderboard${query}`);
}

/** The board for these params; the previous page stays on screen (dimmed) while the next one loads. */
export function useLeaderboard(params: LeaderboardParams) {
  return useQuery({
    queryKey: leaderboardKey(params),
    queryFn: () => fetchLeaderboard(params),
    placeholderData: keepPreviousData,
  });
}
