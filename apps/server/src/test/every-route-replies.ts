import type { ReplyResponse } from '@teachloop/shared';
import type { TestUser } from './factories';
import type { Hit } from './every-route';

/**
 * The thread under a submitted review: the learner replies, the reviewer answers, both read it, the learner
 * edits their reply and the reviewer deletes theirs. The bulk rows hold threads under other reviews.
 */
export async function replyThread(
  hit: Hit,
  { reviewer, learner }: { reviewer: TestUser; learner: TestUser },
  reviewId: string,
) {
  const params = { id: reviewId };
  const post = async (user: TestUser, body: string) =>
    (
      await hit('POST /api/feedback/:id/replies', user, { params, body: { body }, status: 201 })
    ).json<ReplyResponse>().reply;
  const question = await post(learner, 'Could you say more about the midpoint?');
  const answer = await post(reviewer, 'Use `low + (high - low) / 2`.');
  await hit('GET /api/feedback/:id/replies', reviewer, { params });
  await hit('GET /api/feedback/:id/replies', learner, { params });
  await hit('PATCH /api/replies/:id', learner, {
    params: { id: question.id },
    body: { body: 'Could you say more about the **midpoint**?' },
  });
  await hit('DELETE /api/replies/:id', reviewer, { params: { id: answer.id }, status: 204 });
}
