import { sql } from 'kysely';
import type { NotificationKind } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/engine';

/** A notification due to be pushed, with what its recipient's clock and quiet hours say about when. */
export interface DuePush {
  id: string;
  userId: string;
  kind: NotificationKind;
  text: string;
  href: string;
  /** The push time it was read with: the compare-and-set's expected value. */
  pushAt: number;
  read: boolean;
  timeZone: string;
  quietStart: number;
  quietEnd: number;
}

/**
 * The notifications due to be pushed at `now`, earliest first, `limit` of them: a range of the partial index
 * notifications_push_due (push_at, id), each with its recipient's profile by primary key.
 */
export async function listDuePushes(db: Db, now: number, limit: number): Promise<DuePush[]> {
  const rows = await db
    .selectFrom('notifications')
    .innerJoin('profiles', 'profiles.id', 'notifications.user_id')
    .select([
      'notifications.id',
      'notifications.user_id',
      'notifications.kind',
      'notifications.text',
      'notifications.href',
      'notifications.push_at',
      'notifications.read_at',
      'profiles.time_zone',
      'profiles.quiet_start',
      'profiles.quiet_end',
    ])
    .where('notifications.push_at', 'is not', null)
    .where('notifications.push_at', '<=', now)
    .orderBy('notifications.push_at', 'asc')
    .orderBy('notifications.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    text: row.text,
    href: row.href,
    pushAt: Number(row.push_at),
    read: row.read_at !== null,
    timeZone: row.time_zone,
    quietStart: Number(row.quiet_start),
    quietEnd: Number(row.quiet_end),
  }));
}

/**
 * Takes one notification's push (push_at → null) if it still has the time it was read with: true for exactly
 * one caller however many processes run, and also how a push that must not go (read meanwhile, a streak
 * reminder in quiet hours) is dropped.
 */
export async function claimPush(db: Db, id: string, pushAt: number): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ push_at: null })
    .where('id', '=', id)
    .where('push_at', '=', pushAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves a push to `until` (the end of its recipient's quiet hours) if no other process has taken or moved it. */
export async function deferPush(db: Db, id: string, pushAt: number, until: number): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ push_at: until })
    .where('id', '=', id)
    .where('push_at', '=', pushAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A push subscription to deliver to (its keys for RFC 8291 encryption). */
export interface LiveSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The user's push subscriptions whose device is still signed in (its session not expired at `now`; an ended
 * session's subscriptions went with it), on push_subscriptions_user and the session's primary key. Better
 * Auth's session table has no type in Database, and stores expiresAt as ISO text on SQLite, hence plain SQL.
 */
export async function listLiveSubscriptions(
  db: Db,
  userId: string,
  now: number,
): Promise<LiveSubscription[]> {
  const at = isPostgres(db) ? new Date(now) : new Date(now).toISOString();
  const { rows } = await sql<LiveSubscription>`
    select ps.endpoint, ps.p256dh, ps.auth
    from push_subscriptions ps
    join session s on s.id = ps.session_id
    where ps.user_id = ${userId} and s."expiresAt" > ${at}`.execute(db);
  return rows;
}
