import { randomUUID } from 'node:crypto';
import type { ActivityEntry, ActivityType } from '@teachloop/shared';
import type { Db } from '../../db/database';

export async function insertActivity(
  db: Db,
  entry: { userId: string; text: string; type: ActivityType; createdAt: number },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('activity')
    .values({ id, user_id: entry.userId, text: entry.text, type: entry.type, created_at: entry.createdAt })
    .execute();
  return id;
}

/** The user's newest entries first; the id breaks ties between entries written in the same millisecond. */
export async function listActivity(db: Db, userId: string, limit: number): Promise<ActivityEntry[]> {
  const rows = await db
    .selectFrom('activity')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    text: row.text,
    type: row.type,
    createdAt: row.created_at,
  }));
}
