import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Counts one hit on `key` in a fixed window and returns the count and when the window started. One atomic
 * upsert (SQLite and PostgreSQL both support ON CONFLICT ... DO UPDATE ... RETURNING), so concurrent requests
 * and several server processes count correctly.
 */
export async function countHit(db: Db, key: string, windowMs: number, now: number) {
  const expired = now - windowMs;
  return db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** Takes one hit back from `key`'s current window (an attempt that turned out not to count), never below 0. */
export async function uncountHit(db: Db, key: string, windowMs: number, now: number): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('window_start', '>', now - windowMs)
    .where('count', '>', 0)
    .execute();
}

export async function deleteWindowsOlderThan(db: Db, cutoff: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', cutoff).execute();
}
