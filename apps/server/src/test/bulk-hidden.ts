import { sql } from 'kysely';
import type { Db } from '../db/database';

const HIDEABLE = [
  'challenges',
  'teachbacks',
  'feedback_requests',
  'review_replies',
  'circles',
  'profiles',
] as const;

/**
 * Items a moderator hid, as in production: about one row in two hundred of each hideable table, so
 * the plans of reads that leave them out (moderation/visibility.sql.ts) are planned over real hidden marks.
 */
export async function fillHidden(db: Db, now: number) {
  for (const table of HIDEABLE) {
    const rows = await db.selectFrom(table).select('id').orderBy('id').execute();
    const hidden = rows.filter((_, i) => i % 200 === 3).map((row) => row.id);
    if (hidden.length === 0) continue;
    await db
      .updateTable(table)
      .set({ hidden_at: now - 3_600_000, hidden_reason: sql.lit('Spam') })
      .where('id', 'in', hidden)
      .execute();
  }
}
