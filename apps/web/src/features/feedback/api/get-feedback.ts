import { useQuery } from '@tanstack/react-query';
import type { FeedbackDetail, FeedbackDetailResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { feedbackKeys, feedbackPath } from './feedback-keys';

/** GET /api/feedback/:id: the reviewer's view (403 for the learner, 404 for anyone else). */
export async function fetchFeedbackDetail(id: string): Promise<FeedbackDetail> {
  return (await apiFetch<FeedbackDetailResponse>(feedbackPath(id))).feedback;
}

export function useFeedbackDetail(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: feedbackKeys.detail(id), queryFn: () => fetchFeedbackDetail(id), enabled });
}
