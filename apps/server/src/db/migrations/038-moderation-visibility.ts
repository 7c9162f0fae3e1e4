import { sql, type Kysely } from 'kysely';

/**
 * Suspended accounts leave the leaderboards at read time (nothing about their XP changes). A
 * board's rank and size are index-only counts of the listed users ahead; the suspended among them are
 * subtracted with a count of this small partial index, in the same (listed, xp, id) order, so those counts stay
 * index-only however many users are on the board.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('profiles_suspended_listed_xp')
    .on('profiles')
    .columns(['listed', 'xp', 'id'])
    .where(sql.ref('suspended_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('profiles_suspended_listed_xp').execute();
}
