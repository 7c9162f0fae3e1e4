import { queryRoots } from '../../../lib/query-keys';

export interface FeedbackListParams {
  limit?: number;
  /** Only the requests still waiting for a review (the dashboard's panel). */
  pending?: boolean;
}

/**
 * Every feedback query sits under the `feedback` root, so one live `feedback` event (a review submitted,
 * revised or marked helpful, on either side) refetches them all.
 */
export const feedbackKeys = {
  all: queryRoots.feedback,
  /** GET /api/feedback: the requests I am asked to review (To give). */
  list: (params: FeedbackListParams = {}) => [...queryRoots.feedback, 'list', params] as const,
  counts: () => [...queryRoots.feedback, 'counts'] as const,
  received: () => [...queryRoots.feedback, 'received'] as const,
  requests: () => [...queryRoots.feedback, 'requests'] as const,
  detail: (id: string) => [...queryRoots.feedback, 'detail', id] as const,
};

export function feedbackPath(id: string, action = ''): string {
  return `/api/feedback/${encodeURIComponent(id)}${action}`;
}
