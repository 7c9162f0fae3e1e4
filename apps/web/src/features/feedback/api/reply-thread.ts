import { useQuery } from '@tanstack/react-query';
import type { ReplyListResponse, ReviewReply } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { feedbackPath } from './feedback-keys';

/**
 * The thread under one review, under the `feedback` root: the live `feedback` event each reply sends (to both
 * parties) refetches it.
 */
export const replyKeys = {
  thread: (reviewId: string) => [...queryRoots.feedback, 'replies', reviewId] as const,
};

export function replyPath(id: string): string {
  return `/api/replies/${encodeURIComponent(id)}`;
}

/** GET /api/feedback/:id/replies: the whole thread, oldest first (404 to anyone but the two parties). */
async function fetchReplyThread(reviewId: string): Promise<ReviewReply[]> {
  return (await apiFetch<ReplyListResponse>(feedbackPath(reviewId, '/replies'))).replies;
}

export function useReplyThread(reviewId: string) {
  return useQuery({ queryKey: replyKeys.thread(reviewId), queryFn: () => fetchReplyThread(reviewId) });
}
