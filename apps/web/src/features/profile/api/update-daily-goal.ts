import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyGoalTarget, Profile, ProfileResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/profile-keys';

/**
 * PUT /api/daily-goal: the student's own target (1, 2 or 3). The ring shows the new target at once and keeps it
 * once the answer (the whole profile) arrives; a refused change puts the old one back.
 */
export function useUpdateDailyGoal() {
  const client = useQueryClient();
  const key = profileKeys.own();
  return useMutation({
    mutationFn: async (target: DailyGoalTarget) =>
      (await apiFetch<ProfileResponse>('/api/daily-goal', { method: 'PUT', body: { target } })).profile,
    onMutate: async (target) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Profile>(key);
      if (before)
        client.setQueryData<Profile>(key, { ...before, dailyGoal: { ...before.dailyGoal, target } });
      return { before };
    },
    onSuccess: (profile) => client.setQueryData(key, profile),
    onError: (_error, _target, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
  });
}
