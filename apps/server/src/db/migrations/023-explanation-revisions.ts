import type { Kysely } from 'kysely';

/**
 * Revised explanations. After completing a teach-back, its assignee may publish a revised
 * explanation: the notes are replaced and teachbacks.revised_at records when (null while never revised), so the
 * reviewer reads 'Revised <date>'. No index: it is only read with the teach-back's own row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('teachbacks').addColumn('revised_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('teachbacks').dropColumn('revised_at').execute();
}
