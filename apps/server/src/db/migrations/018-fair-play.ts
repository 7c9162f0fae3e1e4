import type { Kysely } from 'kysely';

/**
 * Fair play (docs/decisions/020). Each award's ledger row now says who the peer was, the earner's day it fell
 * on, and why it paid less than its rule (a cap), so the server can cap a day's XP and the awards between two
 * people. Rows written before this have none of the three: they stay as they are, paid, and count toward no
 * cap (no retroactive removal).
 *
 * The indexes serve the caps' reads as short ranges of one user's rows: the day's sum, the pair's count in
 * the last 7 days, and the badge counts of paid awards by kind (which replaces the (user_id, kind) index).
 * profiles.time_zone_changed_at is when the user last changed their time zone in settings (null: never).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['peer_id', 'day', 'reason']) {
    await db.schema.alterTable('xp_ledger').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('xp_ledger_user_day_amount')
    .on('xp_ledger')
    .columns(['user_id', 'day', 'amount'])
    .execute();
  await db.schema
    .createIndex('xp_ledger_user_peer_kind_created')
    .on('xp_ledger')
    .columns(['user_id', 'peer_id', 'kind', 'created_at', 'amount'])
    .execute();
  await db.schema
    .createIndex('xp_ledger_user_kind_amount')
    .on('xp_ledger')
    .columns(['user_id', 'kind', 'amount'])
    .execute();
  await db.schema.dropIndex('xp_ledger_user_kind').execute();
  await db.schema.alterTable('profiles').addColumn('time_zone_changed_at', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('time_zone_changed_at').execute();
  await db.schema.createIndex('xp_ledger_user_kind').on('xp_ledger').columns(['user_id', 'kind']).execute();
  for (const index of [
    'xp_ledger_user_kind_amount',
    'xp_ledger_user_peer_kind_created',
    'xp_ledger_user_day_amount',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['reason', 'day', 'peer_id']) {
    await db.schema.alterTable('xp_ledger').dropColumn(column).execute();
  }
}
