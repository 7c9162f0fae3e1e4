import type { Kysely } from 'kysely';

/**
 * Every click acts once: the `Idempotency-Key` a client sends with a creating or sending request, per scope (the
 * signed-in user's id, or a hash of a signed-out caller's address), with the fingerprint of the request it came
 * with and, once the first request has answered, that answer (status and body) for a repeat to get again.
 * `status` null: the first request is still running. The primary key is what makes two concurrent requests with
 * one key run once. `user_id` finds a user's keys when the account is erased (the user row stays as a tombstone,
 * so they are deleted by name); `created_at` serves the scheduler's deletion of keys older than a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('fingerprint', 'text', (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
  await db.schema.createIndex('idempotency_keys_user').on('idempotency_keys').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
