import type { SubmitReview } from '@teachloop/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { buildChallenge, call, type TestUser } from './factories';

/**
 * The loop up to a review request: `owner` creates a challenge, its teach-back goes to `learner` (assignment
 * picks among every user in the database, so the test hands it over), and `learner` completes it. Returns the
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
  const created = await buildChallenge(app, owner, challenge);
  const teachbackId = created.teachback!.id;
  await db.updateTable('teachbacks').set({ assignee_id: learner.id }).where('id', '=', teachbackId).execute();
  await recountOpenTeachbacks(db);
  const response = await call(
    app,
    'POST',
    `/api/teachbacks/${teachbackId}/complete`,
    learner,
    undefined,
    headers,
  );
  if (response.statusCode !== 200) throw new Error(`complete: ${response.statusCode} ${response.body}`);
  const request = await db
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', teachbackId)
    .executeTakeFirstOrThrow();
  return { challengeId: created.challenge.id, teachbackId, feedbackId: request.id };
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
