import { useInfiniteQuery } from '@tanstack/react-query';
import type { LearnerReview } from '@teachloop/shared';
import { pagedListQuery } from '../../../lib/paged-list';
import { feedbackKeys } from './feedback-keys';

/** GET /api/feedback/received, page by page: completed reviews others gave on my teach-backs, newest first. */
export function useReceivedReviews() {
  return useInfiniteQuery(
    pagedListQuery<LearnerReview>(feedbackKeys.received(), '/api/feedback/received', 'reviews'),
  );
}

/** GET /api/feedback/requests, page by page: my completed teach-backs' review requests, waiting or reviewed. */
export function useReviewRequests() {
  return useInfiniteQuery(
    pagedListQuery<LearnerReview>(feedbackKeys.requests(), '/api/feedback/requests', 'reviews'),
  );
}
