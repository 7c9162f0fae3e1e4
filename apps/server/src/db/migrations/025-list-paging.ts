import type { Kysely } from 'kysely';

/**
 * The feedback tabs page with keyset cursors (newest first, ties by id), so each page must be the next rows of
 * one index range however many pages came before. The indexes the tabs had stopped at created_at: a page read
 * its rows in order but sorted the ties on id, and Received filtered the learner's every request by status.
 * - (reviewer, created, id): To give, all of it. Replaces (reviewer, created).
 * - (learner, created, id): Requests. Replaces (learner, created).
 * - (learner, status, created, id): Received (the submitted reviews only) and its count.
 * To give's pending list already has (reviewer, status, created, id) (migration 015); the own challenges and
 * teach-backs have (holder, due, id) (migration 016).
 */
/** The indexes these replace, as migration 004 created them (recreated by `down`). */
const REPLACED = [
  { name: 'feedback_requests_reviewer_created', columns: ['reviewer_id', 'created_at'] },
  { name: 'feedback_requests_learner_created', columns: ['learner_id', 'created_at'] },
];

const ADDED = [
  { name: 'feedback_requests_reviewer_created_id', columns: ['reviewer_id', 'created_at', 'id'] },
  { name: 'feedback_requests_learner_created_id', columns: ['learner_id', 'created_at', 'id'] },
  {
    name: 'feedback_requests_learner_status_created_id',
    columns: ['learner_id', 'status', 'created_at', 'id'],
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns } of ADDED) {
    await db.schema.createIndex(name).on('feedback_requests').columns(columns).execute();
  }
  for (const { name } of REPLACED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name, columns } of REPLACED) {
    await db.schema.createIndex(name).on('feedback_requests').columns(columns).execute();
  }
  for (const { name } of ADDED) await db.schema.dropIndex(name).execute();
}
