import { DAY_MS, monthPeriod, weekPeriod } from '@teachloop/shared';
import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Recomputes every week's and month's totals from the ledger, from its first award to `now`: for the migration
 * that introduced them, and for rows written straight into the ledger in bulk (db:generate, test fixtures).
 * One range of the ledger's (created_at, user_id, amount) index per period.
 */
export async function rebuildPeriodTotals(db: Db, now: number): Promise<void> {
  const first = await db
    .selectFrom('xp_ledger')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .executeTakeFirst();
  if (first?.at === null || first?.at === undefined) return;
  await db.deleteFrom('xp_period_totals').execute();
  for (const next of [nextWeek, nextMonth]) {
    for (let period = next(first.at, 0); period.since <= now; period = next(period.since, 1)) {
      const until = next(period.since, 1).since;
      await sql`insert into xp_period_totals (period, user_id, xp)
        select ${period.key}, user_id, sum(amount) from xp_ledger
        where created_at >= ${period.since} and created_at < ${until} group by user_id`.execute(db);
    }
  }
}

/** The week `count` weeks after the one `at` falls in. */
const nextWeek = (at: number, count: number) => weekPeriod(at + count * 7 * DAY_MS);
/** The month `count` months after the one `at` falls in (count 0 or 1). */
const nextMonth = (at: number, count: number) =>
  monthPeriod(count === 0 ? at : monthPeriod(at).since + 32 * DAY_MS);
