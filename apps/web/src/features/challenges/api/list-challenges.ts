import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeListResponseSchema, type Challenge } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { challengeKeys, type ChallengeListParams } from './challenge-keys';

/** GET /api/challenges: the signed-in user's own challenges, due date ascending. */
export async function fetchChallenges(params: ChallengeListParams = {}): Promise<Challenge[]> {
  const path = `/api/challenges${toQueryString({ limit: params.limit, active: params.active })}`;
  return challengeListResponseSchema.parse(await apiFetch<unknown>(path)).challenges;
}

export function challengesQuery(params: ChallengeListParams = {}) {
  return queryOptions({ queryKey: challengeKeys.list(params), queryFn: () => fetchChallenges(params) });
}

export function useChallenges(params: ChallengeListParams = {}) {
  return useQuery(challengesQuery(params));
}
