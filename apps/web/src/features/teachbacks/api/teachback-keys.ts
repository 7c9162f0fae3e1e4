import type { QueryClient } from '@tanstack/react-query';
import type { Teachback } from '@teachloop/shared';
import { queryRoots } from '../../../lib/query-keys';

export interface TeachbackListParams {
  limit?: number;
  /** Leaves out completed teach-backs. */
  open?: boolean;
}

/** Every key starts with ['teachbacks'], so one invalidation reaches lists and details alike. */
export const teachbackKeys = {
  all: queryRoots.teachbacks,
  list: (params: TeachbackListParams = {}) => [...queryRoots.teachbacks, 'list', params] as const,
  detail: (id: string) => [...queryRoots.teachbacks, 'detail', id] as const,
};

/** After a change this user made: the new state at once (detail and lists), then a background refetch. */
export function afterTeachbackChange(client: QueryClient, teachback: Teachback): void {
  client.setQueryData(teachbackKeys.detail(teachback.id), teachback);
  client.setQueriesData<Teachback[]>({ queryKey: [...teachbackKeys.all, 'list'] }, (list) =>
    list?.map((item) => (item.id === teachback.id ? teachback : item)),
  );
  void client.invalidateQueries({ queryKey: teachbackKeys.all });
  void client.invalidateQueries({ queryKey: queryRoots.activity });
}
