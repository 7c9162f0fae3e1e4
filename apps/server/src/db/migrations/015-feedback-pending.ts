import type { Kysely } from 'kysely';

/**
 * The dashboard's 'Feedback to give' shows the reviewer's newest pending requests. It read every request the
 * reviewer ever had (up to the list cap) and kept the pending ones in the browser; read from this index, it is
 * the first few entries of one range, however many reviews the reviewer has given. The To-give count of the
 * Feedback page's tab is the same range counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('feedback_requests_reviewer_status_created')
    .on('feedback_requests')
    .columns(['reviewer_id', 'status', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feedback_requests_reviewer_status_created').execute();
}
