import type { Db } from '../../db/database';
import type { EmailTokensTable } from '../../db/database';

export type EmailToken = EmailTokensTable;

export async function insertEmailToken(db: Db, row: EmailToken): Promise<void> {
  await db.insertInto('email_tokens').values(row).execute();
}

/** Ends a user's outstanding links of one kind (a newer one replaces them, or one of them was used). */
export async function deleteEmailTokensOf(
  db: Db,
  userId: string,
  purpose: EmailToken['purpose'],
): Promise<void> {
  await db.deleteFrom('email_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
}

/** Uses a link: its row is deleted and returned in one statement, so two requests never both get it. */
export async function takeEmailToken(db: Db, tokenHash: string): Promise<EmailToken | undefined> {
  return db.deleteFrom('email_tokens').where('token_hash', '=', tokenHash).returningAll().executeTakeFirst();
}

/** The account that uses an address, if any (Better Auth's unique index on user.email). */
export async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}
