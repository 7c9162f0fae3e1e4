import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclineTeachbackResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * POST /api/teachbacks/:id/decline { reason? }: the assignee hands back a teach-back they have not started
 * (409 once started). It goes to another peer, or its challenge becomes open to teach.
 */
export function useDeclineTeachback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiFetch<DeclineTeachbackResponse>(`/api/teachbacks/${encodeURIComponent(id)}/decline`, {
        method: 'POST',
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.teachbacks }),
        queryClient.invalidateQueries({ queryKey: queryRoots.challenges }),
      ]);
    },
  });
}
