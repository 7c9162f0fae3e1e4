import type { Kysely } from 'kysely';

/**
 * A course page lists the open challenges on each of its topics, newest first: one keyset read per topic on
 * (status, topic, created_at, id), each stopping at its LIMIT, on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('challenges_status_topic_created')
    .on('challenges')
    .columns(['status', 'topic', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('challenges_status_topic_created').execute();
}
