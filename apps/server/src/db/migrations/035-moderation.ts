import { sql, type Kysely } from 'kysely';

/** The tables whose rows a moderator can hide, each with the same two columns. */
const HIDEABLE_TABLES = [
  'challenges',
  'teachbacks',
  'feedback_requests',
  'review_replies',
  'circles',
  'profiles',
] as const;

/**
 * A safe community: moderators (granted from the command line only), reports, the moderators'
 * audit log, a hidden mark on every kind of item a report can name, and account suspension.
 *
 * - `moderators`: one row per moderator; the session read joins it by primary key.
 * - `reports`: at most one open report per reporter and item (a partial unique index); the open queue is
 *   read newest first by `(status, created_at, id)`.
 * - `moderation_log`: every moderator action, newest first by `(created_at, id)`.
 * - `hidden_at`/`hidden_reason` on each hideable table: null while visible.
 * - `suspended_at`/`suspended_until`/`suspension_reason` on profiles: a suspension with no end is for good.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('moderators')
    .addColumn('user_id', 'text', (col) => col.primaryKey())
    .addColumn('granted_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reporter_id', 'text', (col) => col.notNull())
    .addColumn('item_kind', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('outcome', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolved_by', 'text')
    .execute();
  await db.schema
    .createIndex('reports_one_open_per_reporter_item')
    .on('reports')
    .columns(['reporter_id', 'item_kind', 'item_id'])
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('reports_status_created')
    .on('reports')
    .columns(['status', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('reports_item')
    .on('reports')
    .columns(['item_kind', 'item_id', 'status'])
    .execute();
  await db.schema
    .createIndex('reports_reporter')
    .on('reports')
    .columns(['reporter_id', 'created_at'])
    .execute();
  await db.schema.createIndex('reports_subject').on('reports').column('subject_id').execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('moderator_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('item_kind', 'text')
    .addColumn('item_id', 'text')
    .addColumn('subject_id', 'text')
    .addColumn('report_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('until', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_log_created')
    .on('moderation_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('moderation_log_moderator')
    .on('moderation_log')
    .column('moderator_id')
    .execute();
  await db.schema.createIndex('moderation_log_subject').on('moderation_log').column('subject_id').execute();

  for (const table of HIDEABLE_TABLES) {
    await db.schema.alterTable(table).addColumn('hidden_at', 'bigint').execute();
    await db.schema.alterTable(table).addColumn('hidden_reason', 'text').execute();
  }

  await db.schema.alterTable('profiles').addColumn('suspended_at', 'bigint').execute();
  await db.schema.alterTable('profiles').addColumn('suspended_until', 'bigint').execute();
  await db.schema.alterTable('profiles').addColumn('suspension_reason', 'text').execute();
  await db.schema
    .createIndex('profiles_suspended_until')
    .on('profiles')
    .column('suspended_until')
    .where(sql.ref('suspended_until'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_suspended_until').execute();
  for (const column of ['suspension_reason', 'suspended_until', 'suspended_at']) {
    await db.schema.alterTable('profiles').dropColumn(column).execute();
  }
  for (const table of HIDEABLE_TABLES) {
    await db.schema.alterTable(table).dropColumn('hidden_reason').execute();
    await db.schema.alterTable(table).dropColumn('hidden_at').execute();
  }
  await db.schema.dropTable('moderation_log').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('moderators').execute();
}
