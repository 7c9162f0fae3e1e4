import type { Kysely } from 'kysely';

/**
 * Personal invite links. `invite_codes`: one code per user (id = the user's id, as profiles), made on
 * their first request for it, found by its unique index when a friend signs up. `invitations`: who joined from
 * whose link, written in the sign-up's transaction; one per invitee (unique), listed newest first for the
 * inviter from (inviter_id, created_at, id). Both are erased with either account (an account deletion keeps the
 * user row, so it deletes them itself, on these indexes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invite_codes')
    .addColumn('id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('invite_codes_code').on('invite_codes').column('code').unique().execute();
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('inviter_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('invitee_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('invitations_invitee')
    .on('invitations')
    .column('invitee_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('invitations_inviter')
    .on('invitations')
    .columns(['inviter_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('invite_codes').execute();
}
