import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockResponse, BlocksResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/** Under the `profile` root: one's own list, like the other settings the profile root holds. */
const blockKeys = { list: () => [...queryRoots.profile, 'blocks'] as const };

/** GET /api/blocks?cursor=: the people I blocked, newest first, page by page. */
export function useBlockedPeople() {
  return useInfiniteQuery({
    queryKey: blockKeys.list(),
    queryFn: ({ pageParam }) =>
      apiFetch<BlocksResponse>(`/api/blocks${toQueryString({ cursor: pageParam ?? undefined })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/**
 * A block or an unblock changes what many reads answer (replies, join requests, open challenges, review
 * queues), so every query refetches, as after a `people` event.
 */
function useRefetchEverything() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** POST /api/blocks { userId } */
export function useBlockPerson() {
  const refetch = useRefetchEverything();
  return useMutation({
    mutationFn: (userId: string) => apiFetch<BlockResponse>('/api/blocks', { body: { userId } }),
    onSuccess: refetch,
  });
}

/** DELETE /api/blocks/:userId */
export function useUnblockPerson() {
  const refetch = useRefetchEverything();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<void>(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSuccess: refetch,
  });
}
