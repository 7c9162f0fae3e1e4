import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuspendedAccount, SuspendUser, SuspensionListResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { moderationRoot, suspensionKeys } from './suspension-keys';

const suspensionPath = (userId: string) => `/api/moderation/users/${encodeURIComponent(userId)}/suspension`;

/** GET /api/moderation/suspensions?cursor=: accounts suspended now, newest first, page by page. */
export function useSuspensions() {
  return useInfiniteQuery({
    queryKey: suspensionKeys.list(),
    queryFn: ({ pageParam }) =>
      apiFetch<SuspensionListResponse>(
        `/api/moderation/suspensions${toQueryString({ cursor: pageParam ?? undefined })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** PUT …/users/:userId/suspension { reason, until }: suspends an account until a time (epoch ms) or for good. */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, ...body }: SuspendUser & { userId: string }) =>
      apiFetch<{ suspension: SuspendedAccount }>(suspensionPath(userId), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationRoot }),
  });
}

/** DELETE …/users/:userId/suspension: lifts a suspension; the user may sign in again. */
export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiFetch<void>(suspensionPath(userId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationRoot }),
  });
}
