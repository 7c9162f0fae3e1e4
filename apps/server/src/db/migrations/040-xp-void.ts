import { sql, type Kysely } from 'kysely';

/**
 * XP integrity and the operators' overview.
 *
 * - A voided ledger row stays (the audit of what was paid) but counts no more: its `amount` becomes 0 and the
 *   paid amount moves to `voided_amount`, with when and why (who: the moderators' audit log, moderation_log,
 *   whose row names the entry). Every read that counts paid XP (sums,
 *   `amount > 0`) then leaves it out with no change of its own, and its source stays spent.
 * - `site_counts`: the number of accounts, kept without counting the profiles table on each read: `value` is
 *   the number of profiles created before `counted_until`; a read adds the few created since through the
 *   `profiles_created` index and moves the mark, and an account deletion takes itself off when it was counted.
 * - `feedback_requests_created` (a request is made when a teach-back is completed) and
 *   `feedback_requests_completed` (a review's first submission) serve the overview's counts per week as ranges.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('xp_ledger').addColumn('voided_at', 'bigint').execute();
  await db.schema.alterTable('xp_ledger').addColumn('voided_amount', 'integer').execute();
  await db.schema.alterTable('xp_ledger').addColumn('void_reason', 'text').execute();

  await db.schema
    .createTable('site_counts')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'bigint', (col) => col.notNull())
    .addColumn('counted_until', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('profiles_created').on('profiles').column('created_at').execute();
  // The one full count, here: every read after it counts only the accounts created since its mark.
  const mark = Date.now();
  await sql`insert into site_counts (name, value, counted_until)
    select 'users', count(*), ${mark} from profiles where created_at < ${mark}`.execute(db);
  await db.schema
    .createIndex('feedback_requests_created')
    .on('feedback_requests')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('feedback_requests_completed')
    .on('feedback_requests')
    .column('completed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_requests_completed').execute();
  await db.schema.dropIndex('feedback_requests_created').execute();
  await db.schema.dropIndex('profiles_created').execute();
  await db.schema.dropTable('site_counts').execute();
  for (const column of ['void_reason', 'voided_amount', 'voided_at']) {
    await db.schema.alterTable('xp_ledger').dropColumn(column).execute();
  }
}
