import { queryOptions } from '@tanstack/react-query';
import type { OnboardingResponse, OnboardingSteps } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import type { LiveQueryMeta } from '../../../lib/query-keys';

/** GET /api/onboarding: which of the loop's three steps the user has done (the dashboard's checklist). */
async function fetchOnboarding(): Promise<OnboardingSteps> {
  return (await apiFetch<OnboardingResponse>('/api/onboarding')).onboarding;
}

/**
 * The checklist's query. Each step changes with a different kind of data (a challenge created, a teach-back
 * completed, a review submitted), so those three live events refetch it.
 */
export const onboardingQuery = queryOptions({
  queryKey: ['onboarding'],
  queryFn: fetchOnboarding,
  meta: { liveTypes: ['challenges', 'teachbacks', 'feedback'] } satisfies LiveQueryMeta,
});
