import { sql, type Kysely } from 'kysely';

/**
 * Challenges never offered to anyone: created while nobody else existed, they opened to teach at
 * their creation (open_to_teach_since = created_at; a decline or a withdrawal opens them later). A new peer is
 * offered the oldest of them at sign-up, read from this partial index in order, however many other challenges
 * wait in the open list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('challenges_never_offered')
    .on('challenges')
    .columns(['open_to_teach_since', 'id'])
    .where(sql<boolean>`open_to_teach_since = created_at`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('challenges_never_offered').execute();
}
