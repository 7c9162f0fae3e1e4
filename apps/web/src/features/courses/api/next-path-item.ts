import { queryOptions } from '@tanstack/react-query';
import type { NextPathItemResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import type { LiveQueryMeta } from '../../../lib/query-keys';

/**
 * GET /api/paths/next: the first item not done of the path the viewer started last (null when they started
 * none, or finished every one), for the dashboard. Under the course pages' key (['course-path', …]), so asking
 * or teaching an item there refetches it; an item's state moves with the viewer's challenges, teach-backs and
 * reviews, so those live events refetch it too.
 */
export const nextPathItemQuery = queryOptions({
  queryKey: ['course-path', 'next'],
  queryFn: () => apiFetch<NextPathItemResponse>('/api/paths/next'),
  meta: { liveTypes: ['challenges', 'teachbacks', 'feedback'] } satisfies LiveQueryMeta,
});
