import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HideItemInput, ModerationLogResponse, OpenReportsResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { moderationRoot } from './suspension-keys';

const reportKeys = {
  queue: () => [...moderationRoot, 'reports'] as const,
  log: () => [...moderationRoot, 'log'] as const,
};

/** GET /api/moderation/reports?cursor=: open reports, newest first, page by page. */
export function useReportQueue() {
  return useInfiniteQuery({
    queryKey: reportKeys.queue(),
    queryFn: ({ pageParam }) =>
      apiFetch<OpenReportsResponse>(
        `/api/moderation/reports${toQueryString({ cursor: pageParam ?? undefined })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /api/moderation/log?cursor=: every moderator action, newest first, page by page. */
export function useModerationLog() {
  return useInfiniteQuery({
    queryKey: reportKeys.log(),
    queryFn: ({ pageParam }) =>
      apiFetch<ModerationLogResponse>(
        `/api/moderation/log${toQueryString({ cursor: pageParam ?? undefined })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** An action changes the queue and the log (and a hide may close several reports): all of it refetches. */
function useModerationAction<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationRoot }),
  });
}

/** POST /api/moderation/reports/:id/dismiss: no problem found; the reporter is told. */
export function useDismissReport() {
  return useModerationAction((reportId: string) =>
    apiFetch(`/api/moderation/reports/${encodeURIComponent(reportId)}/dismiss`, { method: 'POST' }),
  );
}

/** POST /api/moderation/items/hide: the author is told why; every open report on the item closes. */
export function useHideItem() {
  return useModerationAction((body: HideItemInput) =>
    apiFetch('/api/moderation/items/hide', { method: 'POST', body }),
  );
}
