import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CircleLeaderboardResponse } from '@teachloop/shared';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { circleKeys } from './circle-keys';

/** GET /api/circles/leaderboard: my circles' top members by XP this week (everyone when I am in no circle). */
async function fetchCircleLeaderboard(limit: number): Promise<CircleLeaderboardResponse> {
  return apiFetch<CircleLeaderboardResponse>(`/api/circles/leaderboard${toQueryString({ limit })}`);
}

/** The board's query (its key and read), for the hook below and for prefetching it. */
export function circleLeaderboardQuery(limit: number) {
  return queryOptions({
    queryKey: circleKeys.leaderboard(limit),
    queryFn: () => fetchCircleLeaderboard(limit),
  });
}

/**
 * The board, refetched on live `circles` events (membership changes) and also when `myXp` (my profile's XP, as
 * the page shows it) changes: my own awards arrive as `profile` events, which do not reach the `circles` root.
 */
export function useCircleLeaderboard(limit: number, myXp?: number, { enabled = true } = {}) {
  const client = useQueryClient();
  const lastXp = useRef(myXp);
  useEffect(() => {
    if (myXp === undefined) return;
    if (lastXp.current !== undefined && lastXp.current !== myXp) {
      void client.invalidateQueries({ queryKey: circleKeys.leaderboard(limit) });
    }
    lastXp.current = myXp;
  }, [client, limit, myXp]);
  return useQuery({ ...circleLeaderboardQuery(limit), enabled });
}
