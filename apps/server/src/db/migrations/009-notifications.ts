import { sql, type Kysely } from 'kysely';

/**
 * The notification centre (docs/decisions/009), portable like 003. A notification is written in the same
 * transaction as its cause. `email_status` makes the table its own e-mail outbox: 'pending' rows are sent after
 * the commit and marked 'sent' by whoever claims them first, so a crash between commit and send delays a mail
 * but never loses or doubles it. `dedupe_key` names a notification that may exist once only (a teach-back's
 * reminder): the unique index refuses the second even when two processes race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('href', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('email_status', 'text')
    .addColumn('dedupe_key', 'text')
    .addCheckConstraint('notifications_email_status', sql`email_status in ('pending', 'sent')`)
    .execute();
  // The list, newest first, keyset-paged by (created_at, id).
  await db.schema
    .createIndex('notifications_user_created')
    .on('notifications')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  // The bell's number: only unread rows are in this index, so counting reads those and no others.
  await db.schema
    .createIndex('notifications_user_unread')
    .on('notifications')
    .column('user_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  // The outbox: mails not sent yet, oldest first.
  await db.schema
    .createIndex('notifications_email_pending')
    .on('notifications')
    .columns(['created_at', 'id'])
    .where(sql.ref('email_status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('notifications_dedupe')
    .on('notifications')
    .column('dedupe_key')
    .unique()
    .where(sql.ref('dedupe_key'), 'is not', null)
    .execute();

  // A row only where the user chose something other than the kind's default delivery.
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('delivery', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .addCheckConstraint('notification_preferences_delivery', sql`delivery in ('in_app', 'email')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
}
