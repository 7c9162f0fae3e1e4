import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyResponse, ReviewReply } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { feedbackPath } from './feedback-keys';
import { replyKeys } from './reply-thread';

/** POST /api/feedback/:id/replies: adds my reply at the end of the thread (the other party is notified). */
export function usePostReply(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string): Promise<ReviewReply> =>
      (
        await apiFetch<ReplyResponse>(feedbackPath(reviewId, '/replies'), {
          method: 'POST',
          body: { body },
        })
      ).reply,
    onSuccess: (reply) => {
      client.setQueryData<ReviewReply[]>(replyKeys.thread(reviewId), (replies) =>
        replies && !replies.some((known) => known.id === reply.id) ? [...replies, reply] : replies,
      );
      void client.invalidateQueries({ queryKey: replyKeys.thread(reviewId) });
    },
  });
}
