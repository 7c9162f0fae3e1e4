import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeachbackContextResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { teachbacksApi } from './teachbacks-api';

/**
 * Under the feedback root: a review given (a `feedback` event) refetches it, so the review appears beside the
 * explanation live.
 */
export const teachbackContextKey = (id: string) => [...queryRoots.feedback, 'teachback', id] as const;

/** GET /api/teachbacks/:id/context: its challenge's title, when it was revised, and its review once given. */
export function useTeachbackContext(id: string) {
  return useQuery({
    queryKey: teachbackContextKey(id),
    queryFn: async () =>
      (await apiFetch<TeachbackContextResponse>(`/api/teachbacks/${encodeURIComponent(id)}/context`)).context,
  });
}

/**
 * POST /api/teachbacks/:id/revision { notes }: publishes a revised explanation of a completed teach-back
 * (409 before it is completed, 400 under 50 words). The reviewer is told; no XP is paid again.
 */
export function useReviseExplanation() {
  const client = useQueryClient();
  const mutation = teachbacksApi.useItemAction(({ id, notes }: { id: string; notes: string }) => ({
    id,
    action: '/revision',
    method: 'POST',
    body: { notes },
  }));
  return {
    ...mutation,
    revise: async (variables: { id: string; notes: string }) => {
      const teachback = await mutation.mutateAsync(variables);
      await client.invalidateQueries({ queryKey: teachbackContextKey(variables.id) });
      return teachback;
    },
  };
}
