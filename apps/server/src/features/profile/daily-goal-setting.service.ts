import type { DailyGoalTarget, Profile, SessionUser } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { publishAll, type PublishDeps } from '../realtime/notices';
import { saveDailyGoal } from './profile.repo';
import { getOwnProfile } from './profile.service';

interface DailyGoalDeps extends PublishDeps {
  db: Db;
  now: () => number;
}

/**
 * Sets how many actions make the user's day (the route's schema allows only 1, 2 or 3) and answers the profile
 * as it now reads; the user's other tabs hear of it through their `profile` event and refetch.
 */
export async function setDailyGoal(
  deps: DailyGoalDeps,
  user: SessionUser,
  target: DailyGoalTarget,
): Promise<Profile> {
  await saveDailyGoal(deps.db, user.id, target);
  await publishAll(deps, [{ userIds: [user.id], event: { type: 'profile', ids: [user.id] } }]);
  return getOwnProfile(deps.db, user, deps.now());
}
