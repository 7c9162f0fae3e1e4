import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AskPathItemResponse, CoursePathResponse, TeachPathItemResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots, type LiveQueryMeta } from '../../../lib/query-keys';

const pathKeys = {
  all: ['course-path'] as const,
  path: (slug: string) => ['course-path', slug] as const,
};

const coursePath = (slug: string) => `/api/courses/${encodeURIComponent(slug)}/path`;
export const itemPath = (slug: string, item: string) =>
  `/api/courses/${encodeURIComponent(slug)}/items/${encodeURIComponent(item)}`;

/**
 * GET /api/courses/{slug}/path: the signed-in viewer's state on each item, the done count and whether they
 * started the path. A visitor has no state to read (every item is not started), so it is asked only signed in.
 * An item's state moves with the viewer's challenges, teach-backs and reviews, so those live events refetch it.
 */
export function useCoursePath(slug: string, signedIn: boolean) {
  return useQuery({
    queryKey: pathKeys.path(slug),
    queryFn: () => apiFetch<CoursePathResponse>(coursePath(slug)),
    enabled: signedIn,
    meta: { liveTypes: ['challenges', 'teachbacks', 'feedback'] } satisfies LiveQueryMeta,
  });
}

/**
 * POST /api/courses/{slug}/path/start: 'Start this path'; the path's state, and the dashboard's next item (under
 * the same root), are read again after.
 */
export function useStartPath(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<unknown>(`${coursePath(slug)}/start`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: pathKeys.all }),
  });
}

/** POST …/items/{item}/ask: the challenge made from the item (or the viewer's unfinished one). */
export function useAskPathItem(slug: string, item: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<AskPathItemResponse>(`${itemPath(slug, item)}/ask`, { method: 'POST' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pathKeys.all });
      void client.invalidateQueries({ queryKey: queryRoots.challenges });
    },
  });
}

/** POST …/items/{item}/teach: the explanation to write, taught without being asked (new or unfinished). */
export function useTeachPathItem(slug: string, item: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TeachPathItemResponse>(`${itemPath(slug, item)}/teach`, { method: 'POST' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pathKeys.all });
      void client.invalidateQueries({ queryKey: queryRoots.teachbacks });
    },
  });
}
