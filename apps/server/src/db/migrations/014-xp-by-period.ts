import type { Kysely } from 'kysely';
import type { Db } from '../database';
import { rebuildPeriodTotals } from '../rebuild-period-totals';

/**
 * The week and month leaderboards summed the period's ledger rows of everyone on each request, a cost that grew
 * with the site's activity. xp_period_totals keeps each user's XP per period ('week:<Monday>' and
 * 'month:<YYYY-MM>', UTC), added to in the transaction of each award, so a board's page is read in
 * (period, xp, user_id) order and a rank is a count of that index, as the all-time board does with profiles.
 * Every week and month since the first award is filled from the ledger here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('xp_period_totals')
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('xp', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('xp_period_totals_pk', ['period', 'user_id'])
    .execute();
  await db.schema
    .createIndex('xp_period_totals_rank')
    .on('xp_period_totals')
    .columns(['period', 'xp', 'user_id'])
    .execute();
  // Account deletion erases a user's rows of every period.
  await db.schema.createIndex('xp_period_totals_user').on('xp_period_totals').column('user_id').execute();
  await rebuildPeriodTotals(db as unknown as Db, Date.now());
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('xp_period_totals').execute();
}
