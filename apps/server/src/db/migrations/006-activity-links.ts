import type { Kysely } from 'kysely';

/**
 * The activity timeline: what each entry links to, and the indexes its pages read. Both columns are nullable:
 * entries written before links existed keep none. The timeline reads one user's entries newest first by
 * (created_at, id), with or without a type, so each variant has its index; 003's (user_id, created_at) is a
 * prefix of the first and goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per ALTER: SQLite adds a single column per statement.
  await db.schema.alterTable('activity').addColumn('link_kind', 'text').execute();
  await db.schema.alterTable('activity').addColumn('link_id', 'text').execute();
  await db.schema
    .createIndex('activity_user_created_id')
    .on('activity')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('activity_user_type_created_id')
    .on('activity')
    .columns(['user_id', 'type', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('activity_user_created').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('activity_user_created')
    .on('activity')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.dropIndex('activity_user_type_created_id').execute();
  await db.schema.dropIndex('activity_user_created_id').execute();
  await db.schema.alterTable('activity').dropColumn('link_id').execute();
  await db.schema.alterTable('activity').dropColumn('link_kind').execute();
}
