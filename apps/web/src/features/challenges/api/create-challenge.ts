import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateChallenge, CreateChallengeResponse } from '@teachloop/shared';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { challengeKeys } from './challenges-api';

const CREATE_CHALLENGE_FALLBACK = 'Couldn’t create the challenge. Please try again.';

/** POST /api/challenges: creates the challenge and, in the same step, assigns its teach-back to a peer. */
async function createChallenge(input: CreateChallenge): Promise<CreateChallengeResponse> {
  return apiFetch<CreateChallengeResponse>('/api/challenges', { method: 'POST', body: input });
}

export function useCreateChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: challengeKeys.all });
      void client.invalidateQueries({ queryKey: queryRoots.activity });
    },
  });
}

/** Spec: a failure shows the server's message; only a failure without one gets our fallback. */
export function createChallengeErrorText(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : CREATE_CHALLENGE_FALLBACK;
}
