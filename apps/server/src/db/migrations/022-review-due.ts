import { sql, type Kysely } from 'kysely';

/** 3 days, written here rather than imported: a migration keeps the value it ran with. */
const REVIEW_DUE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Review due dates and community reviewers (docs/decisions/023).
 * - due_at: when the review is due, 3 days after the teach-back's completion (the request's created_at);
 *   existing requests get the same rule.
 * - reminded_at: when its reviewer was reminded, a day before; the scheduler claims it once.
 * - community: 1 when a peer with the topic verified wrote the review instead of the challenge's owner (the
 *   row's reviewer_id then names that peer).
 * Indexes: the reminder scan reads pending, unreminded requests in due order; the community list reads the
 * pending requests of one topic oldest first (once per topic the reader has verified). Neither is partial on
 * status: other statements bind status, and SQLite would re-plan them on every run (query-plans.test.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('feedback_requests')
    .addColumn('due_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('feedback_requests').addColumn('reminded_at', 'bigint').execute();
  await db.schema
    .alterTable('feedback_requests')
    .addColumn('community', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update feedback_requests set due_at = created_at + ${sql.lit(REVIEW_DUE_AFTER_MS)}`.execute(db);
  await db.schema
    .createIndex('feedback_requests_status_reminder_due')
    .on('feedback_requests')
    .columns(['status', 'reminded_at', 'due_at', 'id'])
    .execute();
  await db.schema
    .createIndex('feedback_requests_topic_status_created')
    .on('feedback_requests')
    .columns(['topic', 'status', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_requests_topic_status_created').execute();
  await db.schema.dropIndex('feedback_requests_status_reminder_due').execute();
  for (const column of ['community', 'reminded_at', 'due_at']) {
    await db.schema.alterTable('feedback_requests').dropColumn(column).execute();
  }
}
