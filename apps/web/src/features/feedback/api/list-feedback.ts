import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackListResponseSchema, type FeedbackRequest } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export interface FeedbackListParams {
  limit?: number;
}

export const feedbackKeys = {
  all: queryRoots.feedback,
  list: (params: FeedbackListParams = {}) => [...queryRoots.feedback, 'list', params] as const,
};

/** GET /api/feedback: the feedback requests this user is asked to give (as reviewer), newest first. */
export async function fetchFeedbackRequests(params: FeedbackListParams = {}): Promise<FeedbackRequest[]> {
  const path = `/api/feedback${toQueryString({ limit: params.limit })}`;
  return feedbackListResponseSchema.parse(await apiFetch<unknown>(path)).feedback;
}

export function feedbackRequestsQuery(params: FeedbackListParams = {}) {
  return queryOptions({ queryKey: feedbackKeys.list(params), queryFn: () => fetchFeedbackRequests(params) });
}

export function useFeedbackRequests(params: FeedbackListParams = {}) {
  return useQuery(feedbackRequestsQuery(params));
}
