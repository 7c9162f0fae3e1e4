import { queryOptions, useQuery } from '@tanstack/react-query';
import { teachbackListResponseSchema, type Teachback } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { teachbackKeys, type TeachbackListParams } from './teachback-keys';

/** GET /api/teachbacks: the teach-backs assigned to the signed-in user, due date ascending. */
export async function fetchTeachbacks(params: TeachbackListParams = {}): Promise<Teachback[]> {
  const path = `/api/teachbacks${toQueryString({ limit: params.limit, open: params.open })}`;
  return teachbackListResponseSchema.parse(await apiFetch<unknown>(path)).teachbacks;
}

export function teachbacksQuery(params: TeachbackListParams = {}) {
  return queryOptions({ queryKey: teachbackKeys.list(params), queryFn: () => fetchTeachbacks(params) });
}

export function useTeachbacks(params: TeachbackListParams = {}) {
  return useQuery(teachbacksQuery(params));
}
