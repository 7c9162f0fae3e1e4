import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { CountResponse } from '@teachloop/shared';
import { apiFetch } from './api-client';
import { queryRoots } from './query-keys';
import { mapPagedItems, pagedListQuery } from './paged-list';
import { toQueryString } from './query-string';

/** A list's query parameters (declare them with `type`, not `interface`, so they fit this index signature). */
export type ListParams = Record<string, string | number | boolean | undefined>;

export interface ItemApiConfig {
  /** The collection path, e.g. '/api/challenges'; one item answers at `${path}/:id`. */
  path: string;
  /** The root of every query key of this kind: one invalidation (a live event, a mutation) reaches them all. */
  root: (typeof queryRoots)[keyof typeof queryRoots];
  /** The field that holds the item in an answer about one (`{ challenge }`, `{ teachback }`…). */
  itemField: string;
  /** The field that holds the items in a list's answer (`{ challenges }`…). */
  listField: string;
}

/** One request on one item, answered with the item: `${method} ${path}/:id${action}`. */
export interface ItemRequest {
  id: string;
  action: string;
  method: 'POST' | 'PUT';
  body?: unknown;
}

/**
 * The reads of one kind of item (GET list, GET one) with their query keys, and a builder for its writes that
 * updates the cache the same way for every kind. createWorkItemApi adds the work items' notes/start/complete;
 * another kind (reviews) adds its own writes with `useItemAction`.
 */
export function createItemApi<T extends { id: string }, P extends ListParams = ListParams>(
  config: ItemApiConfig,
) {
  const { path, root, itemField, listField } = config;
  const readItem = async (itemPath: string, init?: Parameters<typeof apiFetch>[1]) =>
    (await apiFetch<Record<string, T>>(itemPath, init))[itemField]!;
  const keys = {
    all: root,
    list: (params: P = {} as P) => [...root, 'list', params] as const,
    /** The list page by page ('Load more'): a key apart, as its data is pages rather than one array. */
    pages: (params: P = {} as P) => [...root, 'pages', params] as const,
    count: (params: P = {} as P) => [...root, 'count', params] as const,
    detail: (id: string) => [...root, 'detail', id] as const,
  };
  const itemPath = (id: string, action = '') => `${path}/${encodeURIComponent(id)}${action}`;

  /**
   * After a change this user made: show the new state at once (detail and lists), then refetch the lists and
   * the activity in the background (not awaited, so the page can move on without waiting for them).
   */
  function afterChange(client: QueryClient, item: T): void {
    client.setQueryData(keys.detail(item.id), item);
    client.setQueriesData<T[]>({ queryKey: [...root, 'list'] }, (list) =>
      list?.map((entry) => (entry.id === item.id ? item : entry)),
    );
    mapPagedItems<T>(client, [...root, 'pages'], (entry) => (entry.id === item.id ? item : entry));
    void client.invalidateQueries({ queryKey: root });
    void client.invalidateQueries({ queryKey: queryRoots.activity });
  }

  /** A mutation hook for one kind of write; `alsoInvalidate` names other data the write may change. */
  function useItemAction<V>(toRequest: (variables: V) => ItemRequest, alsoInvalidate: string[][] = []) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: async (variables: V) => {
        const { id, action, method, body } = toRequest(variables);
        return readItem(itemPath(id, action), { method, body });
      },
      onSuccess: (item) => {
        afterChange(client, item);
        for (const queryKey of alsoInvalidate) void client.invalidateQueries({ queryKey });
      },
    });
  }

  const fetchItem = (id: string) => readItem(itemPath(id));
  const fetchList = async (params: P = {} as P) =>
    (await apiFetch<Record<string, T[]>>(`${path}${toQueryString(params)}`))[listField]!;
  const itemQuery = (id: string) => queryOptions({ queryKey: keys.detail(id), queryFn: () => fetchItem(id) });
  const listQuery = (params: P = {} as P) =>
    queryOptions({ queryKey: keys.list(params), queryFn: () => fetchList(params) });
  /** The list page by page, each page after the last one's `nextCursor` (keyset paging on the server). */
  const pagesQuery = (params: P = {} as P) => pagedListQuery<T>(keys.pages(params), path, listField, params);
  /** How many items the list would hold without a limit (`${path}/count`), e.g. for a stat card. */
  const countQuery = (params: P = {} as P) =>
    queryOptions({
      queryKey: keys.count(params),
      queryFn: async () => (await apiFetch<CountResponse>(`${path}/count${toQueryString(params)}`)).count,
    });

  return {
    keys,
    afterChange,
    fetchItem,
    fetchList,
    itemQuery,
    listQuery,
    pagesQuery,
    countQuery,
    useItemAction,
    useItem: (id: string) => useQuery(itemQuery(id)),
    usePages: (params: P = {} as P) => useInfiniteQuery(pagesQuery(params)),
  };
}
