import type { OpenReviewsResponse, TeachPathItemResponse } from '@teachloop/shared';
import type { Db } from '../db/database';
import type { Hit } from './every-route';
import type { TestUser } from './factories';
import { EXPLANATION } from './learning-loop';

/**
 * 'Open for review': `author` teaches a path item nobody asked of them and completes it; `reviewer` reads the
 * list (and its next page when there is one), opens the explanation's review and writes it at once.
 */
export async function openReviews(
  hit: Hit,
  { author, reviewer }: { author: TestUser; reviewer: TestUser },
  lookup: Db,
) {
  const taught = await hit('POST /api/courses/:slug/items/:item/teach', author, {
    params: { slug: 'intro-to-python', item: 'while-loops' },
    status: 201,
  });
  const teachback = { id: taught.json<TeachPathItemResponse>().teachbackId };
  await hit('PUT /api/teachbacks/:id/notes', author, { params: teachback, body: { notes: EXPLANATION } });
  await hit('POST /api/teachbacks/:id/complete', author, { params: teachback, body: {} });
  const request = await lookup
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', teachback.id)
    .executeTakeFirstOrThrow();

  const page = (await hit('GET /api/open-reviews', reviewer)).json<OpenReviewsResponse>();
  if (page.nextCursor) await hit('GET /api/open-reviews', reviewer, { query: { cursor: page.nextCursor } });
  const params = { id: request.id };
  await hit('GET /api/feedback/community/:id', reviewer, { params });
  await hit('PUT /api/feedback/community/:id/review', reviewer, {
    params,
    body: { rating: 4, comment: 'Clear, correct and with a worked example.' },
  });
}
