import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call } from '../../test/factories';
import { completeTeachback } from '../../test/learning-loop';

const { app, db } = await buildTestApp();
const ada = await buildUser(app, { name: 'Ada' });
const bob = await buildUser(app, { name: 'Bob Builder' });
/** Bob explains (enough words) and completes, as in the app. */
const complete = (id: string) => completeTeachback(app, bob, id);

describe('completing a teach-back', () => {
  it('asks the requester for feedback: reviewer, learner, title, 10 points, pending', async () => {
    const { teachback } = await buildChallenge(app, ada, { title: 'Queues' });
    const id = teachback!.id;
    const response = await complete(id);
    expect(response.statusCode).toBe(200);
    const rows = await db
      .selectFrom('feedback_requests')
      .selectAll()
      .where('teachback_id', '=', id)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({
        reviewer_id: ada.id,
        learner_id: bob.id,
        learner: 'Bob Builder',
        title: 'Queues',
        points: 10,
        status: 'pending',
        rating: null,
        comment: null,
        created_at: response.json().teachback.updatedAt,
      }),
    ]);
    const feedback = (await call(app, 'GET', '/api/feedback', ada)).json().feedback;
    expect(feedback[0]).toMatchObject({ id: rows[0]!.id, teachbackId: id, learner: 'Bob Builder' });
    expect((await call(app, 'GET', '/api/feedback', bob)).json().feedback).toEqual([]);
  });
});

describe('GET /api/teachbacks', () => {
  it("lists the assignee's teach-backs by due date, with ?limit and ?active=true", async () => {
    await db.deleteFrom('teachbacks').execute();
    const later = await buildChallenge(app, ada, { title: 'Later', dueDays: 5 });
    const first = await buildChallenge(app, ada, { title: 'First', dueDays: 1, description: '' });
    const done = await buildChallenge(app, ada, { title: 'Done', dueDays: 2 });
    expect((await complete(done.teachback!.id)).statusCode).toBe(200);
    const ids = async (query: string) =>
      (await call(app, 'GET', `/api/teachbacks${query}`, bob))
        .json()
        .teachbacks.map((t: { id: string }) => t.id);
    const [a, b, c] = [first, done, later].map((created) => created.teachback!.id);
    expect(await ids('')).toEqual([a, b, c]);
    expect(await ids('?limit=1')).toEqual([a]);
    expect(await ids('?active=true')).toEqual([a, c]);
    expect(await ids('?active=true&limit=1')).toEqual([a]);
    expect((await call(app, 'GET', '/api/teachbacks', ada)).json().teachbacks).toEqual([]);
    const one = (await call(app, 'GET', `/api/teachbacks/${a}`, bob)).json().teachback;
    expect(one).toMatchObject({
      requester: 'Ada',
      requesterId: ada.id,
      prompt: 'Teach back: First',
      status: 'pending',
    });
  });
});
