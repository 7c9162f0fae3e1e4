import type { Challenge } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';
import { fullScansIn, planOf } from '../../test/query-plan';
import { ownChallengePageQuery } from './own-challenge-list.repo';

const { app, db, config } = await buildAppWith({});

async function listOf(owner: TestUser): Promise<Challenge[]> {
  const response = await call(app, 'GET', '/api/challenges', owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ challenges: Challenge[] }>().challenges;
}

describe(`the owner's challenge list says where each loop stands (${config.database.kind})`, () => {
  it('gives each challenge its teach-back’s status, teacher and whether the owner reviewed it', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const ben = await buildUser(app, { name: 'Ben Teacher' });
    const ready = await completedTeachback(app, db, ada, ben, { title: 'Ready' });
    const rated = await completedTeachback(app, db, ada, ben, { title: 'Rated' });
    expect((await review(app, ada, rated.feedbackId, { rating: 4 })).statusCode).toBe(200);
    const waiting = await buildChallenge(app, ada, { title: 'Waiting' });
    await db.deleteFrom('teachbacks').where('challenge_id', '=', waiting.challenge.id).execute();

    const byTitle = new Map((await listOf(ada)).map((challenge) => [challenge.title, challenge]));
    expect(byTitle.get('Ready')?.teaching).toEqual({
      status: 'completed',
      name: 'Ben Teacher',
      reviewed: false,
    });
    expect(byTitle.get('Rated')?.teaching).toEqual({
      status: 'completed',
      name: 'Ben Teacher',
      reviewed: true,
    });
    expect(byTitle.get('Rated')?.status).toBe('completed');
    expect(byTitle.get('Waiting')?.teaching).toBeNull();
    expect(ready.challengeId).toBe(byTitle.get('Ready')?.id);
  });

  it('reads a page from the owner’s (due, id) index in order, the joins by indexed keys, nothing in full', async () => {
    const ada = await buildUser(app);
    for (const activeOnly of [false, true]) {
      const query = ownChallengePageQuery(
        db,
        { userId: ada.id, afterDue: 0, afterId: '' },
        { limit: 51, activeOnly },
      );
      const plan = await planOf(db, config, 'challenges', query);
      expect(plan, plan).toContain(`challenges_owner_id_${activeOnly ? 'unfinished_' : ''}due_id`);
      expect(plan, plan).not.toMatch(/TEMP B-TREE|Sort/);
      expect(fullScansIn(plan, config.database.kind, query.compile().sql), plan).toEqual([]);
    }
  });
});
