import { sql, type Kysely } from 'kysely';

/**
 * Suspension: two small partial indexes over profiles.
 * - `profiles_suspended`: the accounts suspended now, newest first by (suspended_at, id), for the moderators'
 *   list; it holds only the suspended rows.
 * - `profiles_assignable`: the least-loaded peers in (open_teachbacks, id) order without the suspended, so
 *   choosing an assignee never reads past a suspended account (migration 011's index read them all).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('profiles_suspended')
    .on('profiles')
    .columns(['suspended_at', 'id'])
    .where(sql.ref('suspended_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('profiles_assignable')
    .on('profiles')
    .columns(['open_teachbacks', 'id'])
    .where(sql.ref('suspended_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_assignable').execute();
  await db.schema.dropIndex('profiles_suspended').execute();
}
