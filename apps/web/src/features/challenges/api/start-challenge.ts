import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeResponseSchema, type Challenge } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { afterChallengeChange } from './challenge-keys';

/** POST /api/challenges/:id/start: accepted → in_progress (409 otherwise). */
export async function startChallenge(id: string): Promise<Challenge> {
  const path = `/api/challenges/${encodeURIComponent(id)}/start`;
  return challengeResponseSchema.parse(await apiFetch<unknown>(path, { method: 'POST' })).challenge;
}

export function useStartChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startChallenge,
    onSuccess: (challenge) => afterChallengeChange(client, challenge),
  });
}
