import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface SessionRow {
  userId: string;
  email: string;
  name: string;
  image: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Better Auth's flag: 0/1 on SQLite, a boolean on PostgreSQL. */
  emailVerified: number | boolean;
  /** 1/true when a moderators row exists for the user. */
  moderator: number | boolean;
  /** Set while the account is suspended; `suspendedUntil` null means for good. */
  suspendedAt: number | null;
  suspendedUntil: number | null;
  /** When the session dies unless used (an ISO string on SQLite, a Date on PostgreSQL). */
  expiresAt: string | Date;
}

/**
 * The session a token names with its user and profile card: one read on the session token's unique index
 * and the moderators row by primary key (Better Auth's tables, which our Database type does not describe, hence plain SQL).
 */
export async function findSessionByToken(db: Db, token: string): Promise<SessionRow | undefined> {
  const { rows } = await sql<SessionRow>`
    select s."userId" as "userId", s."expiresAt" as "expiresAt", u.email, u.name, u.image, u."emailVerified",
           p.display_name as "displayName", p.photo_url as "photoURL",
           (m.user_id is not null) as moderator,
           p.suspended_at as "suspendedAt", p.suspended_until as "suspendedUntil"
    from session s
    join "user" u on u.id = s."userId"
    left join profiles p on p.id = s."userId"
    left join moderators m on m.user_id = s."userId"
    where s.token = ${token}`.execute(db);
  return rows[0];
}

/**
 * Slides an idle session's expiry forward; dates are stored as Better Auth stores them (ISO text on SQLite,
 * timestamptz on PostgreSQL). Only while the session is still alive: one ended meanwhile stays ended.
 */
export async function slideSession(db: Db, token: string, expiresAt: Date, now: Date, postgres: boolean) {
  const at = (date: Date) => (postgres ? date : date.toISOString());
  await sql`
    update session set "expiresAt" = ${at(expiresAt)}, "updatedAt" = ${at(now)}
    where token = ${token}`.execute(db);
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await sql`delete from session where token = ${token}`.execute(db);
}
