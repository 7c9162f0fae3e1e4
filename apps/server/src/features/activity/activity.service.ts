import type { ActivityEntry } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { listActivity } from './activity.repo';

/** The user's own activity, newest first. */
export function listOwnActivity(db: Db, userId: string, limit: number): Promise<ActivityEntry[]> {
  return listActivity(db, userId, limit);
}
