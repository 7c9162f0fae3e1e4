import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LearnerReview } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { mapPagedItems } from '../../../lib/paged-list';
import { feedbackKeys, feedbackPath } from './feedback-keys';

/**
 * POST /api/feedback/:id/helpful: the learner marks a received review helpful, once (the reviewer earns XP).
 * Shown at once on the row; the feedback lists are refetched to confirm.
 */
export function useMarkHelpful() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(feedbackPath(id, '/helpful'), { method: 'POST' }),
    onSuccess: (_body, id) => {
      mapPagedItems<LearnerReview>(client, feedbackKeys.received(), (review) =>
        review.id === id ? { ...review, helpful: true } : review,
      );
      void client.invalidateQueries({ queryKey: feedbackKeys.all });
    },
  });
}
