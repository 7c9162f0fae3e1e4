import type { Kysely } from 'kysely';

/**
 * Single-use, expiring e-mail links. A row per link we mailed: 'verify' proves the account's address,
 * 'change' moves the account to `email` once that address opens it. Only the SHA-256 of the token is kept (the
 * primary key: a link is found by it); a link is used by deleting its row, so it works once. (user_id, purpose)
 * ends a user's older links of a kind when a new one is sent or one is used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('email_tokens_user')
    .on('email_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_tokens').execute();
}
