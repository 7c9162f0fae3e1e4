import { sql } from 'kysely';
import type { Notification, NotificationDelivery, NotificationKind } from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';
import { pastKeyset } from '../../db/keyset';

export interface NewNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
  text: string;
  href: string;
  createdAt: number;
  /** Whether the kind goes by e-mail too for a user who never chose (NOTIFICATION_KIND_SETTINGS). */
  emailByDefault: boolean;
  /** Whether the kind is pushed to the user's devices for a user who never chose (NOTIFICATION_KIND_SETTINGS). */
  pushByDefault: boolean;
  dedupeKey?: string;
}

/**
 * Stores one notification for its user, in one statement (an INSERT … SELECT from the user's profile and their
 * choice for the kind), so telling someone costs one round trip inside the caller's transaction. When the user
 * gets this kind by e-mail too, the row waits in the outbox (`email_status` pending). When the user holds a push
 * subscription and wants the kind pushed (their push_preferences row, else the kind's default), `push_at` is the
 * notification's own time, so the delivery job pushes it; otherwise null. Stores nothing and answers
 * false when the user has no profile (they deleted their account) or when a dedupe key is already taken (ON
 * CONFLICT DO NOTHING against the partial unique index, so a racing duplicate is refused by the database).
 */
export async function insertNotification(db: Db, notification: NewNotification): Promise<boolean> {
  const defaultDelivery: NotificationDelivery = notification.emailByDefault ? 'email' : 'in_app';
  const result = await db
    .insertInto('notifications')
    .columns(['id', 'user_id', 'kind', 'text', 'href', 'created_at', 'email_status', 'dedupe_key', 'push_at'])
    .expression(
      db
        .selectFrom('profiles')
        .leftJoin('notification_preferences as preference', (join) =>
          join.onRef('preference.user_id', '=', 'profiles.id').on('preference.kind', '=', notification.kind),
        )
        .leftJoin('push_preferences as push_choice', (join) =>
          join
            .onRef('push_choice.user_id', '=', 'profiles.id')
            .on('push_choice.kind', '=', notification.kind),
        )
        .select((eb) => [
          eb.val(notification.id).as('id'),
          'profiles.id as user_id',
          eb.val(notification.kind).as('kind'),
          eb.val(notification.text).as('text'),
          eb.val(notification.href).as('href'),
          // Typed, as PostgreSQL cannot tell a parameter's type from a select list.
          eb.cast<number>(eb.val(notification.createdAt), 'bigint').as('created_at'),
          eb
            .case()
            .when(eb.fn.coalesce('preference.delivery', eb.val(defaultDelivery)), '=', 'email')
            .then(eb.cast<string>(eb.val('pending'), 'text'))
            .else(null)
            .end()
            .as('email_status'),
          eb.cast<string>(eb.val(notification.dedupeKey ?? null), 'text').as('dedupe_key'),
          eb
            .case()
            .when(
              eb.and([
                eb.exists(
                  eb
                    .selectFrom('push_subscriptions')
                    .select(eb.lit(1).as('one'))
                    .whereRef('push_subscriptions.user_id', '=', 'profiles.id'),
                ),
                eb(eb.fn.coalesce('push_choice.push', eb.val(notification.pushByDefault ? 1 : 0)), '=', 1),
              ]),
            )
            .then(eb.cast<number>(eb.val(notification.createdAt), 'bigint'))
            .else(null)
            .end()
            .as('push_at'),
        ])
        // SQLite reads an upsert's INSERT … SELECT unambiguously only when the SELECT has a WHERE clause.
        .where('profiles.id', '=', notification.userId),
    )
    .onConflict((oc) => oc.column('dedupe_key').where('dedupe_key', 'is not', null).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The user's notifications, newest first, after `after` when given (notifications_user_created). */
export async function listNotifications(
  db: Db,
  userId: string,
  { after, limit }: { after?: KeysetPosition | undefined; limit: number },
): Promise<Notification[]> {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'text', 'href', 'created_at', 'read_at'])
    .where('user_id', '=', userId);
  if (after) {
    query = query.where((eb) => pastKeyset(eb, ['created_at', 'id'], [after.createdAt, after.id], 'desc'));
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    text: row.text,
    href: row.href,
    createdAt: row.created_at,
    readAt: row.read_at,
  }));
}

/**
 * How many of the user's notifications are unread, counted up to `cap` (the bell shows '99+' beyond): the
 * partial index holds unread rows only, and the inner LIMIT stops the count at the cap.
 */
export async function countUnread(db: Db, userId: string, cap: number): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .limit(cap)
        .as('unread'),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Marks one of the user's notifications read (keeping the first reading time); false when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(now)) }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks every unread notification of the user read (only unread rows are touched, through the index). */
export async function markAllRead(db: Db, userId: string, now: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/** The deliveries the user chose; kinds without a row use their default. */
export async function listPreferenceRows(
  db: Db,
  userId: string,
): Promise<{ kind: NotificationKind; delivery: NotificationDelivery }[]> {
  return db
    .selectFrom('notification_preferences')
    .select(['kind', 'delivery'])
    .where('user_id', '=', userId)
    .execute();
}

/** Stores the user's choice for one kind (insert or replace). */
export async function savePreference(
  db: Db,
  userId: string,
  kind: NotificationKind,
  delivery: NotificationDelivery,
): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, kind, delivery })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ delivery }))
    .execute();
}

/** A notification waiting in the e-mail outbox, with its recipient's address. */
export interface PendingMail {
  id: string;
  userId: string;
  email: string;
  kind: NotificationKind;
  text: string;
  href: string;
  /** Whether the recipient's address is proven: an unverified one gets no notification mail. */
  emailVerified: boolean;
}

/** The oldest mails not sent yet (notifications_email_pending). */
export async function listPendingMail(db: Db, limit: number): Promise<PendingMail[]> {
  const rows = await db
    .selectFrom('notifications')
    .innerJoin('user', 'user.id', 'notifications.user_id')
    .select([
      'notifications.id',
      'notifications.user_id',
      'user.email',
      'user.emailVerified',
      'notifications.kind',
      'notifications.text',
      'notifications.href',
    ])
    .where('notifications.email_status', '=', sql.lit('pending'))
    .orderBy('notifications.created_at', 'asc')
    .orderBy('notifications.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    email: row.email,
    kind: row.kind,
    text: row.text,
    href: row.href,
    emailVerified: Boolean(row.emailVerified),
  }));
}

/** Takes one mail out of the outbox to send it: true for exactly one caller, however many processes run. */
export async function claimMail(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ email_status: 'sent' })
    .where('id', '=', id)
    .where('email_status', '=', sql.lit('pending'))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts a mail whose sending failed back in the outbox, for the next run. */
export async function releaseMail(db: Db, id: string): Promise<void> {
  await db.updateTable('notifications').set({ email_status: 'pending' }).where('id', '=', id).execute();
}

export async function hasProfile(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('profiles').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
