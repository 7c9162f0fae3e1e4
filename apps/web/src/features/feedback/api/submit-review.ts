import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitReviewResponseSchema, type FeedbackDetail, type SubmitReview } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { feedbackKeys, feedbackPath } from './feedback-keys';

/**
 * PUT /api/feedback/:id/review: submit or revise. The answer is the reviewer's view as it now reads; the lists,
 * the counts, my XP (the first submission earns the request's points) and the activity are refetched.
 */
export function useSubmitReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, review }: { id: string; review: SubmitReview }): Promise<FeedbackDetail> => {
      const body = await apiFetch<unknown>(feedbackPath(id, '/review'), { method: 'PUT', body: review });
      return submitReviewResponseSchema.parse(body).feedback;
    },
    onSuccess: (detail) => {
      client.setQueryData(feedbackKeys.detail(detail.id), detail);
      for (const queryKey of [feedbackKeys.all, queryRoots.profile, queryRoots.activity])
        void client.invalidateQueries({ queryKey });
    },
  });
}
