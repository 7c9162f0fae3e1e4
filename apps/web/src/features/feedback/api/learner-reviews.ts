import { useQuery } from '@tanstack/react-query';
import type { LearnerReview, LearnerReviewListResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

async function fetchReviews(path: string): Promise<LearnerReview[]> {
  return (await apiFetch<LearnerReviewListResponse>(path)).reviews;
}

/** GET /api/feedback/received: completed reviews others gave on my teach-backs. */
export function useReceivedReviews() {
  return useQuery({
    queryKey: feedbackKeys.received(),
    queryFn: () => fetchReviews('/api/feedback/received'),
  });
}

/** GET /api/feedback/requests: my completed teach-backs' review requests, waiting or reviewed. */
export function useReviewRequests() {
  return useQuery({
    queryKey: feedbackKeys.requests(),
    queryFn: () => fetchReviews('/api/feedback/requests'),
  });
}
