import { sql, type Kysely } from 'kysely';

/**
 * Challenges open to teach. A challenge with no teach-back that is not completed waits for a peer
 * to accept it: challenges.open_to_teach_since is when it started waiting, null otherwise, kept in step by
 * every change that removes or creates its teach-back. The public list reads it newest first, whole or by
 * topic or level, each from a partial index over the waiting rows only (most challenges never wait).
 * challenge_declines: who declined a challenge's teach-back (never offered it again) and why. It is keyed by
 * the challenge, not the teach-back: a teach-back declined by everyone is withdrawn, and the record stays.
 * Existing challenges with no teach-back (created while nobody else existed) become open, since their creation.
 */
const OPEN_INDEXES = [
  { name: 'challenges_open_to_teach', columns: ['open_to_teach_since', 'id'] },
  { name: 'challenges_topic_open_to_teach', columns: ['topic', 'open_to_teach_since', 'id'] },
  { name: 'challenges_level_open_to_teach', columns: ['level', 'open_to_teach_since', 'id'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('challenges').addColumn('open_to_teach_since', 'bigint').execute();
  for (const { name, columns } of OPEN_INDEXES) {
    await db.schema
      .createIndex(name)
      .on('challenges')
      .columns(columns)
      .where(sql<boolean>`open_to_teach_since is not null`)
      .execute();
  }
  await sql`update challenges set open_to_teach_since = created_at
    where status != 'completed'
      and not exists (select 1 from teachbacks where teachbacks.challenge_id = challenges.id)`.execute(db);

  await db.schema
    .createTable('challenge_declines')
    .addColumn('challenge_id', 'text', (col) => col.notNull().references('challenges.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('challenge_declines_pk', ['challenge_id', 'user_id'])
    .execute();
  // Account deletion erases a user's declines.
  await db.schema.createIndex('challenge_declines_user').on('challenge_declines').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('challenge_declines').execute();
  for (const { name } of OPEN_INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.alterTable('challenges').dropColumn('open_to_teach_since').execute();
}
