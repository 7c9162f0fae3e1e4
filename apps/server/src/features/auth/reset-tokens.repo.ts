import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/engine';

/**
 * Ends every outstanding password-reset link of a user. Better Auth keeps each as a verification row named
 * `reset-password:<token>` whose value is the user id, and consumes only the one that was used.
 */
export async function deleteResetTokensOf(db: Db, userId: string): Promise<void> {
  await sql`delete from verification
    where value = ${userId} and identifier like ${'reset-password:%'}`.execute(db);
}

/**
 * A completed reset proves the mailbox, as a verification link does: the address counts as verified from then on
 * (so a later Google sign-in with it links after the password instead of taking the account; decision 025).
 */
export async function markAddressProvenByReset(db: Db, userId: string): Promise<void> {
  const verified = isPostgres(db) ? sql`true` : sql`1`;
  await sql`update "user" set "emailVerified" = ${verified} where id = ${userId}`.execute(db);
}
