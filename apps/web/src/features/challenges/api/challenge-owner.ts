import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Challenge, ChallengeTeacherResponse, EditChallenge } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { challengeKeys } from './challenges-api';

const pathOf = (id: string) => `/api/challenges/${encodeURIComponent(id)}`;

/** Under the `challenges` root: the teacher's every start, save, completion or decline refreshes it live. */
const challengeTeacherKey = (id: string) => [...queryRoots.challenges, 'teacher', id] as const;

/** GET /api/challenges/:id/teacher: who teaches the owner's challenge back, and how far they are. */
export function useChallengeTeacher(id: string) {
  return useQuery({
    queryKey: challengeTeacherKey(id),
    queryFn: () => apiFetch<ChallengeTeacherResponse>(`${pathOf(id)}/teacher`),
  });
}

/** PATCH /api/challenges/:id: every field again; 409 once its teach-back has started. */
export function useEditChallenge(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EditChallenge) =>
      apiFetch<{ challenge: Challenge }>(pathOf(id), { method: 'PATCH', body: input }),
    onSuccess: ({ challenge }) => client.setQueryData(challengeKeys.detail(id), challenge),
    onSettled: () => void client.invalidateQueries({ queryKey: challengeKeys.all }),
  });
}

/** DELETE /api/challenges/:id: withdraws a teach-back not started; 409 once it has. */
export function useDeleteChallenge(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>(pathOf(id), { method: 'DELETE' }),
    onSuccess: () => {
      client.removeQueries({ queryKey: challengeKeys.detail(id) });
      client.removeQueries({ queryKey: challengeTeacherKey(id) });
      void client.invalidateQueries({ queryKey: challengeKeys.all });
      void client.invalidateQueries({ queryKey: queryRoots.activity });
    },
  });
}
