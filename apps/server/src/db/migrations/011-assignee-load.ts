import { sql, type Kysely } from 'kysely';

/**
 * Peer assignment in bounded work (docs/decisions/010): each profile keeps its open load (teach-backs assigned
 * to it and not completed), moved in the same transaction as every assignment, completion and reassignment.
 * Choosing the least-loaded peers then reads the first rows of (open_teachbacks, id) instead of counting
 * teach-backs for every user. profiles is Better Auth's table, which inserts only its own fields: the column has
 * a default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('open_teachbacks', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Once, for the teach-backs that exist already.
  await sql`update profiles set open_teachbacks = (
      select count(*) from teachbacks
      where teachbacks.assignee_id = profiles.id and teachbacks.status != 'completed')`.execute(db);
  await db.schema
    .createIndex('profiles_open_teachbacks')
    .on('profiles')
    .columns(['open_teachbacks', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_open_teachbacks').execute();
  await db.schema.alterTable('profiles').dropColumn('open_teachbacks').execute();
}
