import { useInfiniteQuery } from '@tanstack/react-query';
import type { OpenReview } from '@teachloop/shared';
import { pagedListQuery } from '../../../lib/paged-list';
import { feedbackKeys } from './feedback-keys';

/**
 * GET /api/open-reviews: explanations students taught without being asked, waiting for anyone's review, page by
 * page ('Load more'). Under the feedback root: a review submitted (here or anywhere) refetches it, so the one just
 * reviewed leaves the list.
 */
export function useOpenReviews() {
  return useInfiniteQuery(
    pagedListQuery<OpenReview>(feedbackKeys.openReviews(), '/api/open-reviews', 'reviews'),
  );
}
