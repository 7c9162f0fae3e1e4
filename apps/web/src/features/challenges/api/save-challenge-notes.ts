import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeResponseSchema, type Challenge } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { afterChallengeChange } from './challenge-keys';

/** PUT /api/challenges/:id/notes: stores the notes and moves the challenge to in_progress. */
export async function saveChallengeNotes({ id, notes }: { id: string; notes: string }): Promise<Challenge> {
  const path = `/api/challenges/${encodeURIComponent(id)}/notes`;
  const body = await apiFetch<unknown>(path, { method: 'PUT', body: { notes } });
  return challengeResponseSchema.parse(body).challenge;
}

export function useSaveChallengeNotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveChallengeNotes,
    onSuccess: (challenge) => afterChallengeChange(client, challenge),
  });
}
