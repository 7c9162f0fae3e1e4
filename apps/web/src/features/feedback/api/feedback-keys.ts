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
  /** The tabs' lists, each read page by page ('Load more'): To give, Received, Requests. */
  toGive: () => [...queryRoots.feedback, 'to-give'] as const,
  received: () => [...queryRoots.feedback, 'received'] as const,
  requests: () => [...queryRoots.feedback, 'requests'] as const,
  detail: (id: string) => [...queryRoots.feedback, 'detail', id] as const,
  /** Reviews open to me as a community reviewer (decision 023), and one of them in the side panel. */
  community: () => [...queryRoots.feedback, 'community'] as const,
  communityDetail: (id: string) => [...queryRoots.feedback, 'community', 'detail', id] as const,
  /** Explanations taught without being asked, open to any student's review ('Open for review'). */
  openReviews: () => [...queryRoots.feedback, 'open-reviews'] as const,
};

export function feedbackPath(id: string, action = '', community = false): string {
  return `/api/feedback/${community ? 'community/' : ''}${encodeURIComponent(id)}${action}`;
}
