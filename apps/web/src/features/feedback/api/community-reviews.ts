import { useInfiniteQuery } from '@tanstack/react-query';
import type { CommunityReviewsResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';
import { feedbackKeys } from './feedback-keys';

/** Reviews per page of 'Open for review'. */
const COMMUNITY_PAGE_SIZE = 20;

/** GET /api/feedback/community: reviews open to me as a community reviewer, oldest first, a page at a time. */
async function fetchCommunityReviews(cursor?: string): Promise<CommunityReviewsResponse> {
  return apiFetch<CommunityReviewsResponse>(
    `/api/feedback/community${toQueryString({ limit: COMMUNITY_PAGE_SIZE, cursor })}`,
  );
}

/** 'Open for review', page by page ('Load more' asks for the next). Under the feedback root: live events refetch it. */
export function useCommunityReviews() {
  return useInfiniteQuery({
    queryKey: feedbackKeys.community(),
    queryFn: ({ pageParam }) => fetchCommunityReviews(pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
