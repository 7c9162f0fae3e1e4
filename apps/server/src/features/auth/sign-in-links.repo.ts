import type { Db, EmailTokensTable } from '../../db/database';

/**
 * Sign-in links ('Email me a sign-in link', for an owner whose password sign-in is throttled) are rows of the
 * single-use `email_tokens` table with purpose 'sign-in': only the token's SHA-256 is kept, and a use deletes it.
 */

export async function insertSignInLink(
  db: Db,
  link: { tokenHash: string; userId: string; email: string; expiresAt: number; createdAt: number },
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: link.tokenHash,
      user_id: link.userId,
      purpose: 'sign-in',
      email: link.email,
      expires_at: link.expiresAt,
      created_at: link.createdAt,
    })
    .execute();
}

/**
 * Uses a sign-in link: its row is deleted and returned in one statement, so two requests never both get it. A
 * token of another purpose is left alone (a verification link is not a way to sign in).
 */
export async function takeSignInLink(db: Db, tokenHash: string): Promise<EmailTokensTable | undefined> {
  return db
    .deleteFrom('email_tokens')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', 'sign-in')
    .returningAll()
    .executeTakeFirst();
}

/** The account an address signs in to, if any (Better Auth's unique index on user.email). */
export async function accountByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; email: string } | undefined> {
  return db.selectFrom('user').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
}
