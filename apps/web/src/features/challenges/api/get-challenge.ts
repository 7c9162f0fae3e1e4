import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeResponseSchema, type Challenge } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { challengeKeys } from './challenge-keys';

/** GET /api/challenges/:id: one of the user's own challenges (404 'Challenge not found' for anyone else's). */
export async function fetchChallenge(id: string): Promise<Challenge> {
  const path = `/api/challenges/${encodeURIComponent(id)}`;
  return challengeResponseSchema.parse(await apiFetch<unknown>(path)).challenge;
}

export function challengeQuery(id: string) {
  return queryOptions({ queryKey: challengeKeys.detail(id), queryFn: () => fetchChallenge(id) });
}

export function useChallenge(id: string) {
  return useQuery(challengeQuery(id));
}
