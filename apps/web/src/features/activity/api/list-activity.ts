import { queryOptions, useQuery } from '@tanstack/react-query';
import { activityListResponseSchema, type ActivityEntry } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export interface ActivityListParams {
  limit?: number;
}

export const activityKeys = {
  all: queryRoots.activity,
  list: (params: ActivityListParams = {}) => [...queryRoots.activity, 'list', params] as const,
};

/** GET /api/activity: the user's own entries, newest first (10 unless a limit is given). */
export async function fetchActivity(params: ActivityListParams = {}): Promise<ActivityEntry[]> {
  const path = `/api/activity${toQueryString({ limit: params.limit })}`;
  return activityListResponseSchema.parse(await apiFetch<unknown>(path)).activity;
}

export function activityQuery(params: ActivityListParams = {}) {
  return queryOptions({ queryKey: activityKeys.list(params), queryFn: () => fetchActivity(params) });
}

export function useActivity(params: ActivityListParams = {}) {
  return useQuery(activityQuery(params));
}
