import { DAY_MS } from '@teachloop/shared';
import type { Db } from '../db/database';

/**
 * Suspended accounts, as in production: one user in a hundred, some for good, most for a week, a few whose
 * suspension has just ended (the expiry job's work).
 */
export async function fillSuspensions(db: Db, users: string[], now: number) {
  const suspended = users.filter((_, i) => i % 100 === 7);
  for (const [i, id] of suspended.entries()) {
    const until = i % 5 === 0 ? null : i % 5 === 1 ? now - DAY_MS : now + 7 * DAY_MS;
    await db
      .updateTable('profiles')
      .set({ suspended_at: now - (i + 1) * 60_000, suspended_until: until, suspension_reason: 'Spam' })
      .where('id', '=', id)
      .execute();
  }
}
