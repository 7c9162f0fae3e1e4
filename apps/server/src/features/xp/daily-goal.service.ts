import { localDay, type DailyGoalAction } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { isCoursesAccount } from '../paths/courses-user';
import type { Notice } from '../realtime/notices';
import { insertDailyAction } from './daily-goal.repo';
import { findEarner } from './xp.repo';

interface GoalAction {
  /** Who did it. */
  userId: string;
  /** A teach-back completed for a peer ('teachback') or for nobody who asked ('unasked'), or a rated review. */
  action: DailyGoalAction;
  /** The teach-back or the review (feedback request) it was done on. */
  itemId: string;
  now: number;
}

/** The thing an action was done on: a teach-back (asked or not) or a review, each counted once ever. */
function goalSource(action: DailyGoalAction, itemId: string): string {
  return `${action === 'review' ? 'review' : 'teachback'}:${itemId}`;
}

/**
 * Counts an action towards the user's daily goal, on their local day (the time zone on their profile, as the
 * streak), inside the caller's transaction: once per thing done, so a retry, a revision or a second completion
 * finds the row and counts nothing. The courses account never counts. Returns the user's `profile` event to
 * publish after commit (their header's goal ring refetches), or nothing when nothing was counted.
 */
export async function countTowardsGoal(trx: Db, input: GoalAction): Promise<Notice[]> {
  const { userId, action, itemId, now } = input;
  if (isCoursesAccount(userId)) return [];
  const earner = await findEarner(trx, userId);
  if (!earner) return [];
  const day = localDay(now, earner.timeZone);
  const source = goalSource(action, itemId);
  if (!(await insertDailyAction(trx, { userId, source, action, day, createdAt: now }))) return [];
  return [{ userIds: [userId], event: { type: 'profile', ids: [userId] } }];
}
