import {
  useQuery,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { activityQuery } from '../../features/activity/api/list-activity';
import { challengesApi } from '../../features/challenges/api/challenges-api';
import { circleLeaderboardQuery } from '../../features/circles/api/circle-leaderboard';
import { nextPathItemQuery } from '../../features/courses/api/next-path-item';
import { feedbackRequestsQuery } from '../../features/feedback/api/list-feedback';
import { onboardingQuery } from '../../features/onboarding/api/get-onboarding';
import { profileQuery } from '../../features/profile/api/get-profile';
import { teachbacksApi } from '../../features/teachbacks/api/teachbacks-api';

/** Spec section 9: how many items each dashboard panel shows. */
export const DASHBOARD_LIMITS = {
  challenges: 5,
  teachbacks: 5,
  feedback: 5,
  activity: 10,
  leaderboard: 5,
} as const;

/**
 * Every read the dashboard makes, as the dashboard's panels make them (same keys), so a prefetch
 * started before the page renders is the request the page then waits for. Only what is shown: the first items
 * of each list, and the stat cards' totals as counts.
 */
export const dashboardQueries = {
  profile: profileQuery,
  challenges: challengesApi.listQuery({ active: true, limit: DASHBOARD_LIMITS.challenges }),
  teachbacks: teachbacksApi.listQuery({ active: true, limit: DASHBOARD_LIMITS.teachbacks }),
  activeChallenges: challengesApi.countQuery({ active: true }),
  openTeachbacks: teachbacksApi.countQuery({ active: true }),
  feedback: feedbackRequestsQuery({ pending: true, limit: DASHBOARD_LIMITS.feedback }),
  activity: activityQuery({ limit: DASHBOARD_LIMITS.activity }),
  leaderboard: circleLeaderboardQuery(DASHBOARD_LIMITS.leaderboard),
  onboarding: onboardingQuery,
  nextPathItem: nextPathItemQuery,
};

/**
 * Starts all of the dashboard's reads (main.tsx calls it alongside the session check), each in a task of its
 * own: starting a request costs a slow phone a few milliseconds, and eight in one go made a long task.
 */
export function prefetchDashboard(client: QueryClient): void {
  for (const query of Object.values(dashboardQueries))
    setTimeout(() => void client.prefetchQuery(query as FetchQueryOptions), 0);
}

/**
 * One of the dashboard's reads, for a part that shows it. Its answer renders in the background: a transition
 * React can pause for input (useDeferredValue), where a store update would render all at once. The reads start
 * together and land close together, and rendering every panel's rows in one go blocks a slow phone in one long
 * task (docs/decisions/018).
 */
export function useDashboardQuery<TQueryFnData, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TQueryKey>,
  enabled: boolean,
): UseQueryResult<TData> {
  return useDeferredValue(useQuery({ ...options, enabled }));
}
