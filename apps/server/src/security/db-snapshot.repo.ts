import type { Database, Db } from '../db/database';

/**
 * Every table a refused request must leave alone. Left out, on purpose: `rate_limits` (a refused request still
 * counts against its caller's limit), `scheduler_state` (the scheduler's, never a request's) and the auth
 * library's session rows (a request slides its session's expiry whether or not it is refused).
 */
const GUARDED_TABLES = [
  'activity',
  'avatars',
  'challenges',
  'circle_join_requests',
  'circle_members',
  'circles',
  'contact_messages',
  'feedback_requests',
  'image_refs',
  'images',
  'notification_preferences',
  'notifications',
  'profiles',
  'review_replies',
  'teachback_assignments',
  'teachbacks',
  'user',
  'user_badges',
  'verified_skills',
  'weekly_summaries',
  'xp_ledger',
] as const satisfies readonly (keyof Database)[];

/** Every row of every guarded table, each table's rows in a stable order whatever the engine returned. */
export async function snapshotRows(db: Db): Promise<Record<string, string[]>> {
  const tables = await Promise.all(
    GUARDED_TABLES.map(async (table) => {
      const rows = await db.selectFrom(table).selectAll().execute();
      return [table, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(tables);
}
