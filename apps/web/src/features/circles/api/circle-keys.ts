import { queryRoots } from '../../../lib/query-keys';

export interface CircleListParams {
  q?: string;
  level?: string;
}

/**
 * Every circle query sits under the `circles` root, so one live `circles` event (a join, a request, an answer,
 * a hand-over, a close) refetches the list, the circle's page and the dashboard's circle leaderboard.
 */
export const circleKeys = {
  all: queryRoots.circles,
  list: (params: CircleListParams) => [...queryRoots.circles, 'list', params] as const,
  detail: (id: string) => [...queryRoots.circles, 'detail', id] as const,
  leaderboard: (limit: number) => [...queryRoots.circles, 'leaderboard', { limit }] as const,
};

export function circlePath(id: string, action = ''): string {
  return `/api/circles/${encodeURIComponent(id)}${action}`;
}
