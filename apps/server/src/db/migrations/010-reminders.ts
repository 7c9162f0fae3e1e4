import { sql, type Kysely } from 'kysely';

/**
 * The scheduler's bookkeeping (docs/decisions/009), kept on the rows it is about so that "claiming" a job is a
 * conditional UPDATE (compare-and-set) that exactly one process can win, on SQLite and PostgreSQL alike.
 * - teachbacks.reminded_at: the current assignee was reminded (cleared when the teach-back is reassigned);
 * - teachbacks.reassign_count / stalled_at: how often it moved on, and when the scheduler stopped trying;
 * - teachback_assignments: who had it before (never given it again) and the notes they left, kept out of view;
 * - weekly_summaries: one row per user and week, the claim on that week's summary e-mail;
 * - scheduler_state: named numbers kept between runs (the last week whose summaries are all sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('teachbacks').addColumn('reminded_at', 'bigint').execute();
  await db.schema
    .alterTable('teachbacks')
    .addColumn('reassign_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('teachbacks').addColumn('stalled_at', 'bigint').execute();
  // The scheduler's two scans, reminders due soon and overdue teach-backs, read only unfinished ones it has
  // not given up on, in due order; a finished or stalled teach-back leaves the index.
  await db.schema
    .createIndex('teachbacks_waiting_due')
    .on('teachbacks')
    .column('due_ts')
    .where(sql<boolean>`status != 'completed' and stalled_at is null`)
    .execute();

  await db.schema
    .createTable('teachback_assignments')
    .addColumn('teachback_id', 'text', (col) => col.notNull().references('teachbacks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('ended_at', 'bigint', (col) => col.notNull())
    .addColumn('notes', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('teachback_assignments_pk', ['teachback_id', 'user_id'])
    .execute();

  // Who chose the weekly summary (kind, delivery), without reading everyone's preferences.
  await db.schema
    .createIndex('notification_preferences_kind')
    .on('notification_preferences')
    .columns(['kind', 'delivery', 'user_id'])
    .execute();
  await db.schema
    .createTable('weekly_summaries')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('week_start', 'bigint', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('weekly_summaries_pk', ['user_id', 'week_start'])
    .execute();
  // Small facts the scheduler keeps between runs (the last week whose summaries all went out).
  await db.schema
    .createTable('scheduler_state')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduler_state').execute();
  await db.schema.dropTable('weekly_summaries').execute();
  await db.schema.dropIndex('notification_preferences_kind').execute();
  await db.schema.dropTable('teachback_assignments').execute();
  await db.schema.dropIndex('teachbacks_waiting_due').execute();
  await db.schema.alterTable('teachbacks').dropColumn('stalled_at').execute();
  await db.schema.alterTable('teachbacks').dropColumn('reassign_count').execute();
  await db.schema.alterTable('teachbacks').dropColumn('reminded_at').execute();
}
