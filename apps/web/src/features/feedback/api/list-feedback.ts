import { queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedbackListResponse, FeedbackRequest } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { pagedListQuery } from '../../../lib/paged-list';
import { toQueryString } from '../../../lib/query-string';
import { feedbackKeys, type FeedbackListParams } from './feedback-keys';

export { type FeedbackListParams };

/** GET /api/feedback: the feedback requests this user is asked to give (as reviewer), newest first. */
async function fetchFeedbackRequests(params: FeedbackListParams = {}): Promise<FeedbackRequest[]> {
  const path = `/api/feedback${toQueryString({ limit: params.limit, pending: params.pending })}`;
  return (await apiFetch<FeedbackListResponse>(path)).feedback;
}

export function feedbackRequestsQuery(params: FeedbackListParams = {}) {
  return queryOptions({ queryKey: feedbackKeys.list(params), queryFn: () => fetchFeedbackRequests(params) });
}

/** To give, page by page ('Load more'): every request I am asked to review, waiting or reviewed, newest first. */
export function useFeedbackRequestPages() {
  return useInfiniteQuery(
    pagedListQuery<FeedbackRequest>(feedbackKeys.toGive(), '/api/feedback', 'feedback'),
  );
}
