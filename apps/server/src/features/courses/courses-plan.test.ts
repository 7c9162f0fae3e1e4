import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser } from '../../test/factories';
import { planOf } from '../../test/query-plan';
import { openOnTopicQuery } from './courses.repo';

const { app, db, config } = await buildTestApp();
const ada = await buildUser(app);
for (let i = 0; i < 30; i++) {
  await buildChallenge(app, ada, { title: `Challenge ${i}`, topic: i % 3 ? 'Python' : 'Loops' });
}

/** The plan for one topic's page of a course's open challenges. */
function planOfPage(withCursor: boolean): Promise<string> {
  const after = withCursor ? { createdAt: Date.now(), id: 'm' } : null;
  return planOf(db, config, 'challenges', openOnTopicQuery(db, 'Python', { after, limit: 21 }));
}

describe('a course page’s query plan', () => {
  it('reads one topic’s open challenges from the (status, topic, created_at) index in order', async () => {
    for (const withCursor of [false, true]) {
      const plan = await planOfPage(withCursor);
      expect(plan, plan).toContain('challenges_status_topic_created');
      // No sort step: the rows come out of the index already newest first.
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });
});
