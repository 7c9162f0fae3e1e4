import { monthPeriod, weekPeriod } from '@teachloop/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Adds an award to its earner's totals of the week and the month it falls in (one upsert each); a new row copies
 * the earner's effective listing (profiles.listed: their switch and a verified address; read by primary key).
 */
export async function addPeriodXp(db: Db, userId: string, amount: number, at: number): Promise<void> {
  const listed = sql<number>`(select p.listed from profiles p where p.id = ${userId})`;
  for (const period of [weekPeriod(at), monthPeriod(at)]) {
    await db
      .insertInto('xp_period_totals')
      .values({ period: period.key, user_id: userId, xp: amount, listed })
      .onConflict((conflict) =>
        conflict
          .columns(['period', 'user_id'])
          .doUpdateSet({ xp: sql<number>`xp_period_totals.xp + ${amount}` }),
      )
      .execute();
  }
}
