import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewReply } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { replyKeys, replyPath } from './reply-thread';

/** DELETE /api/replies/:id: removes my reply for both parties. */
export function useDeleteReply(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<unknown>(replyPath(id), { method: 'DELETE' }),
    onSuccess: (_body, id) => {
      client.setQueryData<ReviewReply[]>(replyKeys.thread(reviewId), (replies) =>
        replies?.filter((known) => known.id !== id),
      );
    },
  });
}
