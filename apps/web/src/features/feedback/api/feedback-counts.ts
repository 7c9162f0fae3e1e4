import { useQuery } from '@tanstack/react-query';
import type { FeedbackCounts, FeedbackCountsResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { feedbackKeys } from './feedback-keys';

/** GET /api/feedback/counts: the number on each tab of /feedback. */
async function fetchFeedbackCounts(): Promise<FeedbackCounts> {
  return (await apiFetch<FeedbackCountsResponse>('/api/feedback/counts')).counts;
}

export function useFeedbackCounts() {
  return useQuery({ queryKey: feedbackKeys.counts(), queryFn: fetchFeedbackCounts });
}
