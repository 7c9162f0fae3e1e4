import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { toQueryString } from './query-string';

/** One page of a keyset-paged list: its items, and the cursor of the next page (null on the last). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A list read page by page: GET `${path}?…params&cursor=`, whose answer holds the items in `listField` and
 * `nextCursor`. A refetch (a live event, a change) reads the loaded pages again from the first, each after the
 * one just read, so the pages already shown stay in order with nothing skipped or repeated.
 */
export function pagedListQuery<T>(
  queryKey: QueryKey,
  path: string,
  listField: string,
  params: Record<string, string | number | boolean | undefined> = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam }): Promise<ListPage<T>> => {
      const query = toQueryString({ ...params, cursor: pageParam ?? undefined });
      const body = await apiFetch<Record<string, unknown>>(`${path}${query}`);
      return {
        items: (body[listField] as T[] | undefined) ?? [],
        nextCursor: (body.nextCursor as string | null) ?? null,
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every item loaded so far, in order. */
export function loadedItems<T>(data: InfiniteData<ListPage<T>>): T[] {
  return data.pages.flatMap((page) => page.items);
}

/** Rewrites the loaded items of every paged list under `queryKey` (e.g. one item changed by this user). */
export function mapPagedItems<T>(client: QueryClient, queryKey: QueryKey, map: (item: T) => T): void {
  client.setQueriesData<InfiniteData<ListPage<T>>>({ queryKey }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(map) })) } : data,
  );
}
