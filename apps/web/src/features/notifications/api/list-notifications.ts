import { useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationListResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications?cursor=: one page, newest first. */
async function fetchNotifications(cursor?: string): Promise<NotificationListResponse> {
  return apiFetch<NotificationListResponse>(`/api/notifications${toQueryString({ cursor })}`);
}

/** The notification centre's list, page by page ('Load more' asks for the next). */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => fetchNotifications(pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
