import { useQuery } from '@tanstack/react-query';
import type { FeedbackDetail, FeedbackDetailResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { feedbackKeys, feedbackPath } from './feedback-keys';

/**
 * GET /api/feedback/:id: the reviewer's view (403 for the learner, 404 for anyone else); with `community`,
 * GET /api/feedback/community/:id, the same view for a community reviewer.
 */
async function fetchFeedbackDetail(id: string, community = false): Promise<FeedbackDetail> {
  return (await apiFetch<FeedbackDetailResponse>(feedbackPath(id, '', community))).feedback;
}

export function useFeedbackDetail(
  id: string,
  { enabled = true, community = false }: { enabled?: boolean; community?: boolean } = {},
) {
  return useQuery({
    queryKey: community ? feedbackKeys.communityDetail(id) : feedbackKeys.detail(id),
    queryFn: () => fetchFeedbackDetail(id, community),
    enabled,
  });
}
