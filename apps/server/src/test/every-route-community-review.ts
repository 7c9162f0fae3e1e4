import {
  COMMUNITY_REVIEW_AFTER_MS,
  DAY_MS,
  REVIEW_DUE_AFTER_MS,
  type CommunityReviewsResponse,
  type CreateChallengeResponse,
} from '@teachloop/shared';
import type { Db } from '../db/database';
import type { Hit } from './every-route';
import { TOPICS } from './bulk-rows';
import { handTo } from './every-route-open-to-teach';
import { validChallenge, type TestUser } from './factories';
import { EXPLANATION } from './learning-loop';

/**
 * A review left unwritten for 8 days (decision 023): `learner` completes `owner`'s teach-back, the request is
 * aged by hand, `reviewer` has the topic verified; they read the community list (and its next page), open the
 * review and write it. The bulk rows hold other old pending reviews on the same topic.
 */
export async function communityReview(
  hit: Hit,
  { owner, learner, reviewer }: { owner: TestUser; learner: TestUser; reviewer: TestUser },
  lookup: Db,
) {
  // A topic of the bulk rows, whose old pending reviews give the list a second page.
  const topic = TOPICS[0]!;
  const created = (
    await hit('POST /api/challenges', owner, { body: { ...validChallenge, title: 'Never reviewed', topic } })
  ).json<CreateChallengeResponse>();
  const teachback = { id: created.teachback!.id };
  if (created.teachback!.assigneeId !== learner.id) {
    await handTo(lookup, created.teachback!.assigneeId, learner.id, teachback.id);
  }
  await hit('POST /api/teachbacks/:id/start', learner, { params: teachback });
  await hit('PUT /api/teachbacks/:id/notes', learner, { params: teachback, body: { notes: EXPLANATION } });
  await hit('POST /api/teachbacks/:id/complete', learner, { params: teachback });
  const request = await lookup
    .selectFrom('feedback_requests')
    .select(['id', 'updated_at'])
    .where('teachback_id', '=', teachback.id)
    .executeTakeFirstOrThrow();
  const completedAt = Date.now() - COMMUNITY_REVIEW_AFTER_MS - DAY_MS;
  await lookup
    .updateTable('feedback_requests')
    .set({ created_at: completedAt, due_at: completedAt + REVIEW_DUE_AFTER_MS })
    .where('id', '=', request.id)
    .execute();
  await lookup
    .insertInto('verified_skills')
    .values({ user_id: reviewer.id, topic, verified_at: Date.now() })
    .onConflict((oc) => oc.columns(['user_id', 'topic']).doNothing())
    .execute();

  const query = { limit: '1' };
  const page = (
    await hit('GET /api/feedback/community', reviewer, { query })
  ).json<CommunityReviewsResponse>();
  if (page.nextCursor) {
    await hit('GET /api/feedback/community', reviewer, { query: { ...query, cursor: page.nextCursor } });
  }
  const params = { id: request.id };
  await hit('GET /api/feedback/community/:id', reviewer, { params });
  await hit('PUT /api/feedback/community/:id/review', reviewer, {
    params,
    body: { rating: 4, comment: 'A clear explanation with a worked example.' },
  });
}
