import type { Kysely } from 'kysely';

/**
 * Reply threads under reviews: the learner and the reviewer answer each other under one review.
 * A thread is read oldest first from (review_id, created_at, id); a review deleted takes its thread with it,
 * and an account deleted takes its replies (author_id, indexed so the cascade finds them without a scan).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_replies')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('review_id', 'text', (col) =>
      col.notNull().references('feedback_requests.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('edited_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('review_replies_thread')
    .on('review_replies')
    .columns(['review_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('review_replies_author').on('review_replies').column('author_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_replies').execute();
}
