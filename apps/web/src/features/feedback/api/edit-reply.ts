import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReplyResponse, ReviewReply } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { replyKeys, replyPath } from './reply-thread';

/** PATCH /api/replies/:id: my reply's new text, within 10 minutes of posting it (409 after). */
export function useEditReply(reviewId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: string }): Promise<ReviewReply> =>
      (await apiFetch<ReplyResponse>(replyPath(id), { method: 'PATCH', body: { body } })).reply,
    onSuccess: (reply) => {
      client.setQueryData<ReviewReply[]>(replyKeys.thread(reviewId), (replies) =>
        replies?.map((known) => (known.id === reply.id ? reply : known)),
      );
    },
  });
}
