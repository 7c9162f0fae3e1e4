import type { Kysely } from 'kysely';

/**
 * The all-time leaderboard (docs/decisions/008) ranks profiles by their running XP total: (xp, id) lets a page
 * be read in order from the index and "how many have more XP" be counted from it, on both engines. Week and
 * month boards sum the ledger through xp_ledger_created_user_amount (migration 004), which already covers them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('profiles_xp_id').on('profiles').columns(['xp', 'id']).execute();
}
