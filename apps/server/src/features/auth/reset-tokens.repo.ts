import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Ends every outstanding password-reset link of a user. Better Auth keeps each as a verification row named
 * `reset-password:<token>` whose value is the user id, and consumes only the one that was used.
 */
export async function deleteResetTokensOf(db: Db, userId: string): Promise<void> {
  await sql`delete from verification
    where value = ${userId} and identifier like ${'reset-password:%'}`.execute(db);
}
