import type { CreateChallengeInput, SubmitReview } from '@teachloop/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { buildChallenge, call, type TestUser } from './factories';

/** A teach-back's explanation long enough to complete it (TEACHBACK_MIN_WORDS and a few more). */
export const EXPLANATION =
  'Binary search keeps a sorted range and its invariant: the answer, if present, lies between low and high. ' +
  'Each step compares the middle element with the target and discards the half that cannot hold it, so the ' +
  'range halves every time. For example, finding 7 in one to sixteen takes four comparisons. The usual bugs ' +
  'are an off-by-one in the bounds and an overflowing midpoint; writing the invariant down first avoids both.';

/**
 * Completes a teach-back as its assignee does in the app: saves an explanation long enough, then marks it
 * complete. Answers the completion's response.
 */
export async function completeTeachback(
  app: FastifyInstance,
  learner: TestUser,
  teachbackId: string,
  headers: Record<string, string> = {},
) {
  const saved = await call(
    app,
    'PUT',
    `/api/teachbacks/${teachbackId}/notes`,
    learner,
    { notes: EXPLANATION },
    headers,
  );
  if (saved.statusCode !== 200) return saved;
  return call(app, 'POST', `/api/teachbacks/${teachbackId}/complete`, learner, undefined, headers);
}

/**
 * A challenge of `requester` whose teach-back is with `assignee`: assignment picks among every user in the
 * database, so the test hands it over (and recounts each profile's open load, as the API would have).
 */
export async function handedTeachback(
  app: FastifyInstance,
  db: Db,
  requester: TestUser,
  assignee: TestUser,
  challenge: Partial<CreateChallengeInput> = {},
) {
  const created = await buildChallenge(app, requester, challenge);
  const teachbackId = created.teachback!.id;
  await db
    .updateTable('teachbacks')
    .set({ assignee_id: assignee.id })
    .where('id', '=', teachbackId)
    .execute();
  await recountOpenTeachbacks(db);
  return { challengeId: created.challenge.id, teachbackId, title: created.challenge.title };
}

/**
 * The loop up to a review request: `owner` creates a challenge, its teach-back goes to `learner`
 * (handedTeachback), and `learner` completes it. Returns the
 * ids, with the feedback request that the completion created for `owner` to review.
 */
export async function completedTeachback(
  app: FastifyInstance,
  db: Db,
  owner: TestUser,
  learner: TestUser,
  challenge: { title?: string; topic?: string } = {},
  headers: Record<string, string> = {},
) {
  const { challengeId, teachbackId } = await handedTeachback(app, db, owner, learner, challenge);
  const response = await completeTeachback(app, learner, teachbackId, headers);
  if (response.statusCode !== 200) throw new Error(`complete: ${response.statusCode} ${response.body}`);
  const request = await db
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', teachbackId)
    .executeTakeFirstOrThrow();
  return { challengeId, teachbackId, feedbackId: request.id };
}

/**
 * The loop closed up to the owner's own completion: `learner` completed the teach-back of `owner`'s new
 * challenge, and `owner` reviewed it with a rating (and no comment, so the review pays the owner nothing).
 * From here, the owner completing the challenge earns its points.
 */
export async function reviewedTeachback(
  app: FastifyInstance,
  db: Db,
  owner: TestUser,
  learner: TestUser,
  challenge: { title?: string; topic?: string } = {},
  rating = 4,
) {
  const loop = await completedTeachback(app, db, owner, learner, challenge);
  const response = await review(app, owner, loop.feedbackId, { rating });
  if (response.statusCode !== 200) throw new Error(`review: ${response.statusCode} ${response.body}`);
  return loop;
}

/**
 * After a test moved or finished teach-backs by hand (rather than through the API, which keeps each profile's
 * open load in step), sets every load to what the table says, as migration 011 does once.
 */
export async function recountOpenTeachbacks(db: Db): Promise<void> {
  await sql`update profiles set open_teachbacks = (
      select count(*) from teachbacks
      where teachbacks.assignee_id = profiles.id and teachbacks.status != 'completed')`.execute(db);
}

export function review(
  app: FastifyInstance,
  reviewer: TestUser,
  feedbackId: string,
  body: Partial<SubmitReview> | Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return call(app, 'PUT', `/api/feedback/${feedbackId}/review`, reviewer, body, headers);
}

export function markHelpful(app: FastifyInstance, learner: TestUser, feedbackId: string) {
  return call(app, 'POST', `/api/feedback/${feedbackId}/helpful`, learner);
}

/** What the user's own profile says (XP, streak, badges), as GET /api/profile answers it. */
export async function profileOf(app: FastifyInstance, user: TestUser, headers: Record<string, string> = {}) {
  const response = await call(app, 'GET', '/api/profile', user, undefined, headers);
  if (response.statusCode !== 200) throw new Error(`profile: ${response.statusCode} ${response.body}`);
  return response.json<{
    profile: { xp: number; streak: number; longestStreak: number; streakFreezes: number; badges: string[] };
  }>().profile;
}

/** The user's ledger rows, as (kind, source, amount), sorted. */
export async function ledgerOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('xp_ledger')
    .select(['kind', 'source', 'amount'])
    .where('user_id', '=', userId)
    .orderBy('source')
    .execute();
  return rows;
}
