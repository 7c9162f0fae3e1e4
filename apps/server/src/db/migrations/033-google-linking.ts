import type { Kysely } from 'kysely';

/**
 * Safe Google linking looks up who owns a Google account by its provider and subject before it lets
 * a Google sign-in take over or link an account, as Better Auth does on every Google sign-in. Better Auth
 * indexes account by user only, so both lookups read the whole table without this index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('account_provider_account')
    .on('account')
    .columns(['providerId', 'accountId'])
    .execute();
}
