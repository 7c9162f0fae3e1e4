import { sql } from 'kysely';
import type { Db, EmailTokensTable } from '../../db/database';

/** Ends a user's e-mail links of one purpose, on the `(user_id, purpose)` index. */
export async function deleteEmailLinksOf(
  db: Db,
  userId: string,
  purpose: EmailTokensTable['purpose'],
): Promise<void> {
  await db.deleteFrom('email_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
}

/**
 * Ends every session of the user but the one kept (Better Auth's table, on its userId index; plain SQL as our
 * Database type does not describe it).
 */
export async function deleteSessionsExcept(db: Db, userId: string, keepToken: string | null): Promise<void> {
  if (keepToken === null) {
    await sql`delete from session where "userId" = ${userId}`.execute(db);
    return;
  }
  await sql`delete from session where "userId" = ${userId} and token <> ${keepToken}`.execute(db);
}
