import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExplanationSearchResponse, HelpfulMarkResponse, PublishedExplanation } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { mapPagedItems, pagedListQuery } from '../../../lib/paged-list';
import { toQueryString } from '../../../lib/query-string';
import { itemPath } from './course-path';

/** Under the `feedback` root: a review (and so a publication) or a helpful mark refetches the library. */
const libraryKeys = {
  items: ['feedback', 'library', 'item'] as const,
  item: (slug: string, item: string) => ['feedback', 'library', 'item', slug, item] as const,
  search: (q: string, course: string | undefined) =>
    ['feedback', 'library', 'search', q, course ?? ''] as const,
};

/** GET …/items/{item}/explanations: the item's published explanations, ranked by the server, page by page. */
export function useItemExplanations(slug: string, item: string) {
  return useInfiniteQuery(
    pagedListQuery<PublishedExplanation>(
      libraryKeys.item(slug, item),
      `${itemPath(slug, item)}/explanations`,
      'explanations',
    ),
  );
}

/** POST (mark) or DELETE (unmark) /api/explanations/{id}/helpful; the answer's count replaces the shown one. */
export function useHelpfulMark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, marked }: { id: string; marked: boolean }) =>
      apiFetch<HelpfulMarkResponse>(`/api/explanations/${encodeURIComponent(id)}/helpful`, {
        method: marked ? 'POST' : 'DELETE',
      }),
    onSuccess: (answer, { id }) =>
      mapPagedItems<PublishedExplanation>(client, libraryKeys.items, (explanation) =>
        explanation.teachbackId === id ? { ...explanation, ...answer } : explanation,
      ),
  });
}

/** GET /api/explanations/search?q=&course=: the best matches first; nothing is asked for an empty term. */
export function useExplanationSearch(q: string, course?: string) {
  return useQuery({
    queryKey: libraryKeys.search(q, course),
    queryFn: () =>
      apiFetch<ExplanationSearchResponse>(`/api/explanations/search${toQueryString({ q, course })}`),
    enabled: q !== '',
  });
}
