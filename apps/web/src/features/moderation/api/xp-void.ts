import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OverviewResponse, UserXpResponse, VoidXpBody, VoidXpResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { moderationRoot } from './suspension-keys';

const xpVoidKeys = {
  overview: () => [...moderationRoot, 'overview'] as const,
  ledger: (userId: string) => [...moderationRoot, 'xp', userId] as const,
};

/** GET /api/moderation/overview: the site's figures and the last 8 weeks. */
export function useOperatorOverview() {
  return useQuery({
    queryKey: xpVoidKeys.overview(),
    queryFn: () => apiFetch<OverviewResponse>('/api/moderation/overview'),
  });
}

/** GET /api/moderation/users/:userId/xp?cursor=: the user's XP ledger, newest first; only while `enabled`. */
export function useUserXp(userId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: xpVoidKeys.ledger(userId),
    queryFn: ({ pageParam }) =>
      apiFetch<UserXpResponse>(
        `/api/moderation/users/${encodeURIComponent(userId)}/xp${toQueryString({ cursor: pageParam ?? undefined })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** POST /api/moderation/xp/:entryId/void { reason }: the entry counts no more; the user is told why. */
export function useVoidXp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, ...body }: VoidXpBody & { entryId: string }) =>
      apiFetch<VoidXpResponse>(`/api/moderation/xp/${encodeURIComponent(entryId)}/void`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationRoot }),
  });
}
