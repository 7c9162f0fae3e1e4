import type { Db } from '../../db/database';

/**
 * Sign-in links ('Email me a sign-in link', for an owner whose password sign-in is throttled) are rows of the
 * single-use `email_tokens` table with purpose 'sign-in': only the token's SHA-256 is kept, and a use deletes it.
 */

/** Ends every outstanding sign-in link of the user (a credential change, or a newer link replacing them). */
export async function deleteSignInLinksOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('email_tokens').where('user_id', '=', userId).where('purpose', '=', 'sign-in').execute();
}
