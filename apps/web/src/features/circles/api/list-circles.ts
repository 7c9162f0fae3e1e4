import { useInfiniteQuery } from '@tanstack/react-query';
import type { CircleListResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { circleKeys, type CircleListParams } from './circle-keys';

/** GET /api/circles?q=&level=&cursor=: one page of open circles, newest first, with the match count. */
async function fetchCircles(params: CircleListParams, cursor?: string): Promise<CircleListResponse> {
  const query = toQueryString({ q: params.q || undefined, level: params.level || undefined, cursor });
  return apiFetch<CircleListResponse>(`/api/circles${query}`);
}

/** Find a Circle's results, page by page ('Load more' asks for the next). */
export function useCircles(params: CircleListParams) {
  return useInfiniteQuery({
    queryKey: circleKeys.list(params),
    queryFn: ({ pageParam }) => fetchCircles(params, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
