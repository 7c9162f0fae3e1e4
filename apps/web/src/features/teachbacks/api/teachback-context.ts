import { useQuery } from '@tanstack/react-query';
import type { TeachbackContextResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

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
