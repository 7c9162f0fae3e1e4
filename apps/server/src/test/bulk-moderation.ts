import type { Db } from '../db/database';
import { insertAll } from './bulk-rows';

/** Moderators: a few, as in production (a small table: query-plans.test lists it). */
export async function fillModerators(db: Db, users: string[], now: number) {
  await insertAll(
    db,
    'moderators',
    users.filter((_, i) => i % 50 === 0).map((id) => ({ user_id: id, granted_at: now })),
  );
}
