import type { Db } from '../../db/database';
import type { Notice } from '../realtime/notices';
import { insertActivity, type NewActivity } from './activity.repo';

/**
 * Writes one activity line for `userId` at `now`, in the caller's transaction, and returns the live notice that
 * puts it in their open timeline once the transaction commits.
 */
export async function recordActivity(
  trx: Db,
  userId: string,
  now: number,
  line: Omit<NewActivity, 'userId' | 'createdAt'>,
): Promise<Notice> {
  const id = await insertActivity(trx, { userId, createdAt: now, ...line });
  return { userIds: [userId], event: { type: 'activity', ids: [id] } };
}
