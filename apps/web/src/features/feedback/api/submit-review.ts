import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackDetail, SubmitReview, SubmitReviewResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { feedbackKeys, feedbackPath } from './feedback-keys';

/**
 * PUT /api/feedback/:id/review: submit or revise (or, with `community`, PUT /api/feedback/community/:id/review:
 * a community reviewer's review, which then becomes theirs to revise). The answer is the reviewer's view as it now reads; the lists,
 * the counts, my XP (the first submission earns the request's points) and the activity are refetched.
 */
export function useSubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      review,
      community = false,
    }: {
      id: string;
      review: SubmitReview;
      community?: boolean;
    }): Promise<FeedbackDetail> => {
      const path = feedbackPath(id, '/review', community);
      return (await apiFetch<SubmitReviewResponse>(path, { method: 'PUT', body: review })).feedback;
    },
    onSuccess: (detail) => {
      client.setQueryData(feedbackKeys.detail(detail.id), detail);
      for (const queryKey of [feedbackKeys.all, queryRoots.profile, queryRoots.activity])
        void client.invalidateQueries({ queryKey });
    },
  });
}
