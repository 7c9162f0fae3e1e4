import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface NewPushSubscription {
  id: string;
  userId: string;
  /** The session token of the request: the subscription belongs to that session's row. */
  sessionToken: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: number;
}

/**
 * Stores a browser's subscription for the session `sessionToken` names, in one statement (INSERT … SELECT from
 * the session by its unique token, so a session ended meanwhile stores nothing rather than failing its foreign
 * key). An endpoint already stored (the browser's one subscription for this origin) moves to this user and
 * session with its new keys. Returns the row's id, or undefined when the session is gone.
 */
export async function upsertSubscription(db: Db, row: NewPushSubscription): Promise<string | undefined> {
  const { rows } = await sql<{ id: string }>`
    insert into push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth, created_at)
    select ${row.id}, s."userId", s.id, ${row.endpoint}, ${row.p256dh}, ${row.auth}, cast(${row.createdAt} as bigint)
    from session s
    where s.token = ${row.sessionToken} and s."userId" = ${row.userId}
    on conflict (endpoint) do update set
      user_id = excluded.user_id, session_id = excluded.session_id, p256dh = excluded.p256dh,
      auth = excluded.auth, created_at = excluded.created_at
    returning id`.execute(db);
  return rows[0]?.id;
}

/**
 * Drops the user's oldest subscriptions beyond `keep` (by created_at; `newest`, the one just stored, always
 * stays): reads the user's rows on push_subscriptions_user, at most `keep` + 1 of them when called after each
 * insert.
 */
export async function trimSubscriptionsOf(
  db: Db,
  userId: string,
  keep: number,
  newest: string,
): Promise<void> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  if (rows.length <= keep) return;
  const oldest = rows
    .map((row) => ({ id: row.id, at: row.id === newest ? Infinity : Number(row.created_at) }))
    .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
    .slice(keep)
    .map((row) => row.id);
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('id', 'in', oldest).execute();
}

/** Removes the user's own subscription at `endpoint`; false when there is none of theirs there. */
export async function deleteOwnSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes the subscription at `endpoint`, whoever holds it: the push service answered that it is gone. */
export async function removeSubscriptionByEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** The subscriptions of the session `sessionToken` names (a device's own: one, rarely more), on the token's index. */
export async function subscriptionsOfSession(db: Db, sessionToken: string) {
  const { rows } = await sql<{
    id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    createdAt: number;
  }>`
    select ps.id, ps.endpoint, ps.p256dh, ps.auth, ps.created_at as "createdAt"
    from session s
    join push_subscriptions ps on ps.session_id = s.id
    where s.token = ${sessionToken}`.execute(db);
  return rows.map((row) => ({ ...row, createdAt: Number(row.createdAt) }));
}

/** The ids of the user's sessions that hold a push subscription (the devices page's flag), on the user index. */
export async function sessionIdsWithPush(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('session_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.session_id));
}
