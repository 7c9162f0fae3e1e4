import type { CreateChallengeResponse, ItemExplanationsResponse } from '@teachloop/shared';
import type { Db } from '../db/database';
import type { Hit } from './every-route';
import { validChallenge, type TestUser } from './factories';
import { EXPLANATION, recountOpenTeachbacks } from './learning-loop';

const PLACE = { slug: 'intro-to-python', item: 'variables' };

/**
 * The course library: an explanation of a path item published when completed and rated 4 stars, the author's
 * choice withdrawn and given again, the item's list (signed out and in, and a second page), the search (with and
 * without a course), and a reader's helpful mark given and taken back.
 */
export async function library(
  hit: Hit,
  people: { owner: TestUser; author: TestUser; reader: TestUser },
  lookup: Db,
) {
  const { owner, author, reader } = people;
  const created = (
    await hit('POST /api/challenges', owner, { body: { ...validChallenge, title: 'Names as labels' } })
  ).json<CreateChallengeResponse>();
  const teachback = { id: created.teachback!.id };
  await lookup
    .updateTable('challenges')
    .set({ path_item: `${PLACE.slug}/${PLACE.item}` })
    .where('id', '=', created.challenge.id)
    .execute();
  await lookup
    .updateTable('teachbacks')
    .set({ assignee_id: author.id })
    .where('id', '=', teachback.id)
    .execute();
  await recountOpenTeachbacks(lookup);
  await hit('PUT /api/teachbacks/:id/notes', author, { params: teachback, body: { notes: EXPLANATION } });
  await hit('POST /api/teachbacks/:id/complete', author, { params: teachback, body: { publish: true } });
  const review = await lookup
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', teachback.id)
    .executeTakeFirstOrThrow();
  await hit('PUT /api/feedback/:id/review', owner, { params: review, body: { rating: 4 } });
  await hit('PUT /api/teachbacks/:id/publish', author, { params: teachback, body: { publish: false } });
  await hit('PUT /api/teachbacks/:id/publish', author, { params: teachback, body: { publish: true } });

  const first = await hit('GET /api/courses/:slug/items/:item/explanations', undefined, { params: PLACE });
  const { nextCursor } = first.json<ItemExplanationsResponse>();
  await hit('GET /api/courses/:slug/items/:item/explanations', reader, {
    params: PLACE,
    ...(nextCursor ? { query: { cursor: nextCursor } } : {}),
  });
  await hit('GET /api/explanations/search', undefined, { query: { q: 'invariant' } });
  await hit('GET /api/explanations/search', reader, { query: { q: 'labels', course: PLACE.slug } });

  await hit('POST /api/explanations/:id/helpful', reader, { params: teachback });
  await hit('DELETE /api/explanations/:id/helpful', reader, { params: teachback });
}
