import type { QueryClient } from '@tanstack/react-query';
import type { Challenge } from '@teachloop/shared';
import { queryRoots } from '../../../lib/query-keys';

export interface ChallengeListParams {
  limit?: number;
  /** Leaves out completed challenges. */
  active?: boolean;
}

/** Every key starts with ['challenges'], so one invalidation (a live event, a mutation) reaches them all. */
export const challengeKeys = {
  all: queryRoots.challenges,
  list: (params: ChallengeListParams = {}) => [...queryRoots.challenges, 'list', params] as const,
  detail: (id: string) => [...queryRoots.challenges, 'detail', id] as const,
};

/**
 * After a change this user made: show the new state at once (detail and lists), then refetch the lists and
 * the activity in the background (not awaited, so the page can move on without waiting for them).
 */
export function afterChallengeChange(client: QueryClient, challenge: Challenge): void {
  client.setQueryData(challengeKeys.detail(challenge.id), challenge);
  client.setQueriesData<Challenge[]>({ queryKey: [...challengeKeys.all, 'list'] }, (list) =>
    list?.map((item) => (item.id === challenge.id ? challenge : item)),
  );
  void client.invalidateQueries({ queryKey: challengeKeys.all });
  void client.invalidateQueries({ queryKey: queryRoots.activity });
}
