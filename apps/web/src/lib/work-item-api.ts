import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { queryRoots } from './query-keys';
import type { LearningStatus } from './status-label';
import { toQueryString } from './query-string';

/** What every kind of work item (challenge, teach-back, and the reviews to come) has in common. */
export interface WorkItem {
  id: string;
  status: LearningStatus;
  notes: string;
  dueTs: number;
  createdAt: number;
}

/** A list's query parameters (declare them with `type`, not `interface`, so they fit this index signature). */
export type ListParams = Record<string, string | number | boolean | undefined>;

interface WorkItemApiConfig<T> {
  /** The collection path, e.g. '/api/challenges'. Its items answer at `${path}/:id` (…/notes, /start, /complete). */
  path: string;
  /** The root of every query key of this kind: one invalidation (a live event, a mutation) reaches them all. */
  root: (typeof queryRoots)[keyof typeof queryRoots];
  /** Reads one item out of a response body (`{ challenge }`, `{ teachback }`…), validating it. */
  parseItem: (body: unknown) => T;
  parseList: (body: unknown) => T[];
}

/**
 * The reads and writes of one kind of work item: GET list, GET one, PUT notes, POST start, POST complete, with
 * their query keys and cache updates. Each kind calls this once (see features/<kind>/api/) instead of
 * repeating the same five endpoint files.
 */
export function createWorkItemApi<T extends WorkItem, P extends ListParams = ListParams>(
  config: WorkItemApiConfig<T>,
) {
  const { path, root, parseItem, parseList } = config;
  const keys = {
    all: root,
    list: (params: P = {} as P) => [...root, 'list', params] as const,
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
    void client.invalidateQueries({ queryKey: root });
    void client.invalidateQueries({ queryKey: queryRoots.activity });
  }

  function useItemMutation<V>(send: (variables: V) => Promise<T>, alsoInvalidate: readonly string[][] = []) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: send,
      onSuccess: (item) => {
        afterChange(client, item);
        for (const queryKey of alsoInvalidate) void client.invalidateQueries({ queryKey });
      },
    });
  }

  const fetchItem = async (id: string) => parseItem(await apiFetch<unknown>(itemPath(id)));
  const fetchList = async (params: P = {} as P) =>
    parseList(await apiFetch<unknown>(`${path}${toQueryString(params)}`));
  const itemQuery = (id: string) => queryOptions({ queryKey: keys.detail(id), queryFn: () => fetchItem(id) });
  const listQuery = (params: P = {} as P) =>
    queryOptions({ queryKey: keys.list(params), queryFn: () => fetchList(params) });

  return {
    keys,
    afterChange,
    fetchItem,
    fetchList,
    itemQuery,
    listQuery,
    useItem: (id: string) => useQuery(itemQuery(id)),
    useList: (params: P = {} as P) => useQuery(listQuery(params)),
    /** PUT …/:id/notes: stores the notes (and moves an item that was not started to in_progress). */
    useSaveNotes: () =>
      useItemMutation(async ({ id, notes }: { id: string; notes: string }) =>
        parseItem(await apiFetch<unknown>(itemPath(id, '/notes'), { method: 'PUT', body: { notes } })),
      ),
    /** POST …/:id/start (409 when the item's state does not allow it). */
    useStart: () =>
      useItemMutation(async (id: string) =>
        parseItem(await apiFetch<unknown>(itemPath(id, '/start'), { method: 'POST' })),
      ),
    /** POST …/:id/complete. Completing may earn XP, a streak day or a badge: the profile is refetched too. */
    useComplete: () =>
      useItemMutation(
        async (id: string) => parseItem(await apiFetch<unknown>(itemPath(id, '/complete'), { method: 'POST' })),
        [[...queryRoots.profile]],
      ),
  };
}

export type WorkItemApi<T extends WorkItem> = ReturnType<typeof createWorkItemApi<T>>;
