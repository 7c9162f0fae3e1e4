import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { planOf } from '../../test/query-plan';
import { activityPageQuery, activityPageValues, insertActivity, type ActivityFilter } from './activity.repo';

const { app, db, config } = await buildTestApp();
const ada = await buildUser(app);
for (let i = 0; i < 50; i++) {
  await insertActivity(db, {
    userId: ada.id,
    text: `entry ${i}`,
    type: i % 2 ? 'challenge' : 'info',
    createdAt: 1_000 + (i % 7),
    link: i % 3 ? null : { kind: i % 2 ? 'challenge' : 'badge', id: `item-${i}` },
  });
}

/** The plan for one page of the timeline. */
function planOfPage(filter: ActivityFilter, withCursor: boolean): Promise<string> {
  const after = withCursor ? { createdAt: 1_003, id: 'm' } : null;
  const values = activityPageValues(ada.id, filter, after);
  const query = activityPageQuery(db, values, { limit: 21, linkKinds: filter.linkKinds ?? [] });
  return planOf(db, config, 'activity', query);
}

describe('the timeline’s query plan', () => {
  it.each([
    ['all types', {}, 'activity_user_created_id'],
    ['one type', { type: 'challenge' }, 'activity_user_type_created_id'],
    ['one link kind', { linkKind: 'badge' }, 'activity_user_link_created_id'],
    ['a search', { q: 'entry', linkKinds: ['challenge'] }, 'activity_user_created_id'],
  ] as const)('reads %s from its index in order, with and without a cursor', async (_name, filter, index) => {
    for (const withCursor of [false, true]) {
      const plan = await planOfPage(filter, withCursor);
      expect(plan, plan).toContain(index);
      // No sort step: the rows come out of the index already newest first.
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });
});
