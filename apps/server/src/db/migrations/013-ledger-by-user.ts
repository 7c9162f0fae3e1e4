import type { Kysely } from 'kysely';

/**
 * The dashboard's circle leaderboard sums this week's XP of the viewer's circle mates. Read from the week's rows
 * of everyone (the (created_at, user_id, amount) index), its cost grew with the whole site's activity
 * (docs/decisions/008 has the measured cost). Read per mate from this index, it costs one short range per mate,
 * bounded by the circles' capacities.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('xp_ledger_user_created_amount')
    .on('xp_ledger')
    .columns(['user_id', 'created_at', 'amount'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('xp_ledger_user_created_amount').execute();
}
