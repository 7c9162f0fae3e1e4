import type { Kysely } from 'kysely';

/**
 * Sign-in lockout: the devices a user has signed in from (OWASP's device cookies). A row per device
 * cookie issued after a correct password; the cookie holds (user, nonce) signed, the row the SHA-256 of the
 * nonce (the primary key: a sign-in attempt finds its device by it), and the wrong passwords sent from that
 * device since it was issued. (user_id, created_at) drops a user's expired devices when a new one is issued.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_cookies')
    .addColumn('nonce_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('device_cookies_user')
    .on('device_cookies')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_cookies').execute();
}
