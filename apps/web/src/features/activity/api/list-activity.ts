import { queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityEntry, ActivityListResponse, ActivityTypeFilter } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export interface ActivityListParams {
  limit?: number;
}

/** The /activity page's filters; 'All' and an empty search ask for everything. */
export interface ActivityTimelineParams {
  type: ActivityTypeFilter;
  q: string;
}

/** Every key sits under the activity root, so a live 'activity' event refetches the panel and the page. */
const activityKeys = {
  all: queryRoots.activity,
  list: (params: ActivityListParams = {}) => [...queryRoots.activity, 'list', params] as const,
  timeline: (params: ActivityTimelineParams) => [...queryRoots.activity, 'timeline', params] as const,
};

/** GET /api/activity?type=&q=&cursor=&limit=: one page of the user's own entries, newest first. */
async function fetchActivityPage(
  params: Partial<ActivityTimelineParams> & ActivityListParams,
  cursor?: string,
): Promise<ActivityListResponse> {
  const query = toQueryString({
    limit: params.limit,
    type: params.type && params.type !== 'All' ? params.type : undefined,
    q: params.q || undefined,
    cursor,
  });
  return apiFetch<ActivityListResponse>(`/api/activity${query}`);
}

/** The newest entries (10 unless a limit is given): the dashboard's recent activity. */
async function fetchActivity(params: ActivityListParams = {}): Promise<ActivityEntry[]> {
  return (await fetchActivityPage(params)).activity;
}

export function activityQuery(params: ActivityListParams = {}) {
  return queryOptions({ queryKey: activityKeys.list(params), queryFn: () => fetchActivity(params) });
}

/** The /activity timeline, page by page ('Load more' asks for the next). */
export function useActivityTimeline(params: ActivityTimelineParams) {
  return useInfiniteQuery({
    queryKey: activityKeys.timeline(params),
    queryFn: ({ pageParam }) =>
      fetchActivityPage({ ...params, limit: ACTIVITY_PAGE_SIZE }, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Entries per page of the timeline: a screenful. */
const ACTIVITY_PAGE_SIZE = 20;
