import { DAILY_GOAL_ACTIONS, DAILY_GOAL_TARGETS, DAY_MS, localDay } from '@teachloop/shared';
import type { Db } from '../db/database';
import { insertAll, seeded } from './bulk-rows';

/**
 * Daily goals as a few months of use leave them: every user a target of 1, 2 or 3, and about a dozen counted
 * actions each, spread over the last 90 days (today's among them), so the profile's count of today's actions
 * has many days of rows per user to pass over on its index.
 */
export async function fillDailyGoals(db: Db, users: string[], now: number) {
  const rand = seeded(53);
  for (const target of DAILY_GOAL_TARGETS) {
    const chosen = users.filter((_, i) => i % DAILY_GOAL_TARGETS.length === target - 1);
    for (let start = 0; start < chosen.length; start += 500) {
      const ids = chosen.slice(start, start + 500);
      await db.updateTable('profiles').set({ daily_goal: target }).where('id', 'in', ids).execute();
    }
  }
  const actions = [];
  for (const [i, user] of users.entries()) {
    for (let n = 0; n < 12; n++) {
      const at = now - rand.int(90) * DAY_MS;
      const action = rand.pick(DAILY_GOAL_ACTIONS);
      actions.push({
        user_id: user,
        source: `${action === 'review' ? 'review' : 'teachback'}:bulk-${i}-${n}`,
        action,
        day: localDay(at, 'UTC'),
        created_at: at,
      });
    }
  }
  await insertAll(db, 'daily_actions', actions);
}
