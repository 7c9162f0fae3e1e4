import type { DailyGoalAction } from '@teachloop/shared';
import type { Db } from '../../db/database';

interface DailyActionRow {
  userId: string;
  /** What was done, once per thing: 'teachback:{id}' or 'review:{id}'. */
  source: string;
  action: DailyGoalAction;
  /** The user's local day, 'YYYY-MM-DD'. */
  day: string;
  createdAt: number;
}

/** Records an action once per user and source; false when it was already counted (a retry, a revision). */
export async function insertDailyAction(db: Db, row: DailyActionRow): Promise<boolean> {
  const result = await db
    .insertInto('daily_actions')
    .values({
      user_id: row.userId,
      source: row.source,
      action: row.action,
      day: row.day,
      created_at: row.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'source']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}
