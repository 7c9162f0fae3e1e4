import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeResponseSchema, type Challenge } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { afterChallengeChange } from './challenge-keys';

/** POST /api/challenges/:id/complete: any open state → completed. */
export async function completeChallenge(id: string): Promise<Challenge> {
  const path = `/api/challenges/${encodeURIComponent(id)}/complete`;
  return challengeResponseSchema.parse(await apiFetch<unknown>(path, { method: 'POST' })).challenge;
}

export function useCompleteChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeChallenge,
    // Completing may earn XP, a streak day or a badge: the profile is refetched too.
    onSuccess: (challenge) => {
      afterChallengeChange(client, challenge);
      void client.invalidateQueries({ queryKey: queryRoots.profile });
    },
  });
}
