import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Better Auth's provider id of a password, on the account row that holds its hash. */
export const PASSWORD_PROVIDER_ID = 'credential';

export interface LocalUser {
  id: string;
  emailVerified: boolean;
  /** Each sign-in method of the user: 'credential' (a password), 'google'. */
  providers: string[];
}

/** A date as Better Auth stores it: ISO text on SQLite, timestamptz on PostgreSQL. */
const stored = (date: Date, postgres: boolean) => (postgres ? date : date.toISOString());

/** Who owns this Google account, if anyone (on account_provider_account, migration 033). */
export async function googleAccountOwner(db: Db, providerId: string, subject: string) {
  const { rows } = await sql<{ userId: string }>`
    select "userId" from account where "providerId" = ${providerId} and "accountId" = ${subject}`.execute(db);
  return rows[0]?.userId;
}

/** The account registered with this address (on the user's unique e-mail) and its sign-in methods. */
export async function findLocalUser(db: Db, email: string): Promise<LocalUser | undefined> {
  const { rows } = await sql<{ id: string; emailVerified: number | boolean }>`
    select id, "emailVerified" from "user" where email = ${email}`.execute(db);
  const user = rows[0];
  if (!user) return undefined;
  return {
    id: user.id,
    emailVerified: Boolean(user.emailVerified),
    providers: await providersOf(db, user.id),
  };
}

/** The sign-in methods of one user (on account's userId index). */
export async function providersOf(db: Db, userId: string): Promise<string[]> {
  const { rows } = await sql<{ providerId: string }>`
    select "providerId" from account where "userId" = ${userId}`.execute(db);
  return rows.map((row) => row.providerId);
}

/** Adds a Google account to the user, as Better Auth's own link would (tokens come with the next sign-in). */
export async function insertGoogleAccount(
  db: Db,
  link: { userId: string; providerId: string; subject: string },
  now: Date,
  postgres: boolean,
) {
  await sql`
    insert into account (id, "accountId", "providerId", "userId", "createdAt", "updatedAt")
    values (${randomUUID()}, ${link.subject}, ${link.providerId}, ${link.userId},
            ${stored(now, postgres)}, ${stored(now, postgres)})`.execute(db);
}

/** Removes the user's Google account (a credential change: the caller ends the other sessions and links). */
export async function deleteGoogleAccount(db: Db, userId: string, providerId: string) {
  await sql`delete from account where "userId" = ${userId} and "providerId" = ${providerId}`.execute(db);
}
