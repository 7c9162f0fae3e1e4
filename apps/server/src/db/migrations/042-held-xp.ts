import { sql, type Kysely } from 'kysely';

/**
 * Held awards: XP earned while the earner or the peer it comes from has no verified address. The award's
 * ledger row is written as usual (so its source is spent) with `amount` 0, `reason` 'unverified' and what it
 * would pay in `held_amount`; once both addresses are verified the row is paid within the caps as they stand
 * then, `held_amount` goes back to null and `created_at` becomes the time it was paid. Two small partial
 * indexes find a user's held rows as the earner and as the peer; they hold only rows still held.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('xp_ledger').addColumn('held_amount', 'integer').execute();
  await db.schema
    .createIndex('xp_ledger_held_by_user')
    .on('xp_ledger')
    .columns(['user_id', 'created_at'])
    .where(sql.ref('held_amount'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('xp_ledger_held_by_peer')
    .on('xp_ledger')
    .columns(['peer_id', 'created_at'])
    .where(sql.ref('held_amount'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('xp_ledger_held_by_peer').execute();
  await db.schema.dropIndex('xp_ledger_held_by_user').execute();
  await db.schema.alterTable('xp_ledger').dropColumn('held_amount').execute();
}
