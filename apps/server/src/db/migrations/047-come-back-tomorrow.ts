import { sql, type Kysely } from 'kysely';

/**
 * Come back tomorrow: Web Push, quiet hours, the streak reminder and the daily goal.
 * - `push_subscriptions`: one browser's push subscription, per signed-in device. It belongs to the session it
 *   was made in (ON DELETE CASCADE), so every way a device is signed out (sign-out, ending it from the devices
 *   page, a credential change, a suspension, account deletion) removes it with the session, in one place.
 * - `push_preferences`: a row only where the user chose a push setting other than the kind's default.
 * - `notifications.push_at`: when the notification may be pushed (null: nothing to push). Written with the
 *   notification when the user has a subscription and wants the kind pushed; moved to the end of the quiet hours
 *   by the delivery job when it falls inside them; set back to null when claimed.
 * - `profiles.quiet_start` / `quiet_end`: the hours (0–23, the user's own zone) between which nothing is
 *   pushed; 22 to 8 by default.
 * - `profiles.streak_reminder_at`: the instant the 'your streak ends tonight' reminder is due (the evening of
 *   the last day a streak of 2 or more survives without an action); null when none is due.
 * - `profiles.daily_goal`: how many actions (1, 2 or 3) make the user's day.
 * - `daily_actions`: one row per action that counts towards the daily goal, on the user's local day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (col) => col.notNull().references('session.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
  await db.schema
    .createIndex('push_subscriptions_session')
    .on('push_subscriptions')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('push_preferences')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('push', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('push_preferences_pk', ['user_id', 'kind'])
    .execute();

  await db.schema.alterTable('notifications').addColumn('push_at', 'bigint').execute();
  await db.schema
    .createIndex('notifications_push_due')
    .on('notifications')
    .columns(['push_at', 'id'])
    .where(sql.ref('push_at'), 'is not', null)
    .execute();

  for (const [column, value] of [
    ['quiet_start', 22],
    ['quiet_end', 8],
    ['daily_goal', 1],
  ] as const) {
    await db.schema
      .alterTable('profiles')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(value))
      .execute();
  }
  await db.schema.alterTable('profiles').addColumn('streak_reminder_at', 'bigint').execute();
  await db.schema
    .createIndex('profiles_streak_reminder_due')
    .on('profiles')
    .columns(['streak_reminder_at', 'id'])
    .where(sql.ref('streak_reminder_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('daily_actions')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('daily_actions_pk', ['user_id', 'source'])
    .execute();
  await db.schema
    .createIndex('daily_actions_user_day')
    .on('daily_actions')
    .columns(['user_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('daily_actions').execute();
  await db.schema.dropIndex('profiles_streak_reminder_due').execute();
  for (const column of ['streak_reminder_at', 'daily_goal', 'quiet_end', 'quiet_start']) {
    await db.schema.alterTable('profiles').dropColumn(column).execute();
  }
  await db.schema.dropIndex('notifications_push_due').execute();
  await db.schema.alterTable('notifications').dropColumn('push_at').execute();
  await db.schema.dropTable('push_preferences').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
