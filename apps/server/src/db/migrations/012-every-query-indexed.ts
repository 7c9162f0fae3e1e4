import type { Kysely } from 'kysely';

/**
 * Indexes the query-plan test (db/query-plans.test.ts) found missing: statements that read a whole large table
 * on SQLite or PostgreSQL (docs/decisions/011-every-query-indexed.md).
 * - rate_limits(window_start): the sweep of expired windows deleted by a scan of every counter.
 * - verification("expiresAt"): Better Auth deletes expired verification rows on every token lookup (sign-up,
 *   reset). Its table exists by now: migrate.ts runs the auth tables step before our migrations.
 * - verification(value): a completed reset ends the user's other reset links, found by value (the user id).
 * - weekly_summaries(week_start, user_id): the weekly job asks who has no summary for this week; the primary
 *   key leads with user_id, so PostgreSQL read every past week to answer.
 * - feedback_requests(learner_id, status, rating): a circle's rating averages its members' completed reviews;
 *   PostgreSQL hashed the whole reviews table rather than fetch each member's rows through (learner_id, …).
 *   Covering, so each member costs one index range.
 * - teachbacks(requester_id), teachback_assignments(user_id): foreign keys to "user" with ON DELETE CASCADE
 *   and no index on the referencing side, so removing a user scanned both tables.
 */
const INDEXES: { name: string; table: string; columns: string[] }[] = [
  { name: 'rate_limits_window_start', table: 'rate_limits', columns: ['window_start'] },
  { name: 'verification_expires_at', table: 'verification', columns: ['expiresAt'] },
  { name: 'verification_value', table: 'verification', columns: ['value'] },
  { name: 'weekly_summaries_week_user', table: 'weekly_summaries', columns: ['week_start', 'user_id'] },
  {
    name: 'feedback_requests_learner_status_rating',
    table: 'feedback_requests',
    columns: ['learner_id', 'status', 'rating'],
  },
  { name: 'teachbacks_requester', table: 'teachbacks', columns: ['requester_id'] },
  { name: 'teachback_assignments_user', table: 'teachback_assignments', columns: ['user_id'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, columns } of INDEXES) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
