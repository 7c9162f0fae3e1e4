import type { StreakState } from '@teachloop/shared';
import { STREAK_COLUMNS, streakStateOf } from '../../db/columns';
import type { Db } from '../../db/database';

const WEEK_DONE = 'weekly_summary_week_done';

/** The start of the last week whose summaries have all gone out, or 0. */
export async function findLastCompletedWeek(db: Db): Promise<number> {
  const row = await db
    .selectFrom('scheduler_state')
    .select('value')
    .where('name', '=', WEEK_DONE)
    .executeTakeFirst();
  return row?.value ?? 0;
}

export async function saveLastCompletedWeek(db: Db, weekStart: number): Promise<void> {
  await db
    .insertInto('scheduler_state')
    .values({ name: WEEK_DONE, value: weekStart })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: weekStart }))
    .execute();
}

/**
 * Users who chose the weekly summary and have not had this week's yet (notification_preferences_kind, then the
 * weekly_summaries key for each), in user id order.
 */
export async function listSummaryRecipients(
  db: Db,
  weekStart: number,
  limit: number,
): Promise<{ userId: string; email: string; emailVerified: boolean }[]> {
  const rows = await db
    .selectFrom('notification_preferences')
    .innerJoin('user', 'user.id', 'notification_preferences.user_id')
    .select(['notification_preferences.user_id', 'user.email', 'user.emailVerified'])
    .where('notification_preferences.kind', '=', 'weekly_summary')
    .where('notification_preferences.delivery', '=', 'email')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('weekly_summaries')
            .select('weekly_summaries.user_id')
            .whereRef('weekly_summaries.user_id', '=', 'notification_preferences.user_id')
            .where('weekly_summaries.week_start', '=', weekStart),
        ),
      ),
    )
    .orderBy('notification_preferences.user_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
  }));
}

/** Claims this week's summary for the user: true for exactly one caller. */
export async function claimSummary(db: Db, userId: string, weekStart: number, now: number): Promise<boolean> {
  const result = await db
    .insertInto('weekly_summaries')
    .values({ user_id: userId, week_start: weekStart, sent_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'week_start']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** What the summary tells: XP earned in [from, to), the streak as stored, and reviews waiting to be given. */
export async function summaryFigures(
  db: Db,
  userId: string,
  { from, to }: { from: number; to: number },
): Promise<{ xp: number; streak: StreakState | undefined; timeZone: string; reviewsWaiting: number }> {
  const [xp, profile, waiting] = await Promise.all([
    db
      .selectFrom('xp_ledger')
      .select((eb) => eb.fn.sum<number | null>('amount').as('xp'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirst(),
    db
      .selectFrom('profiles')
      .select([...STREAK_COLUMNS, 'time_zone'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('feedback_requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('reviewer_id', '=', userId)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  return {
    xp: xp?.xp ?? 0,
    streak: profile && streakStateOf(profile),
    timeZone: profile?.time_zone ?? 'UTC',
    reviewsWaiting: waiting?.count ?? 0,
  };
}
