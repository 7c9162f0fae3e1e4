import { useQueryClient } from '@tanstack/react-query';
import { teachbackContextKey } from './teachback-context';
import { teachbacksApi } from './teachbacks-api';

/**
 * POST /api/teachbacks/:id/revision { notes }: publishes a revised explanation of a completed teach-back
 * (409 before it is completed, 400 under 50 words). The reviewer is told; no XP is paid again. Apart from the
 * context read the work page needs at once: only the revision form, loaded on demand, uses it.
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
