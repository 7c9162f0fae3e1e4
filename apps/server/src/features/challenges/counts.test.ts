import { expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call } from '../../test/factories';
import { recountOpenTeachbacks } from '../../test/learning-loop';

const { app, db } = await buildTestApp();
const [ada, bob] = [await buildUser(app), await buildUser(app)];

const count = async (url: string, user = ada) => {
  const response = await call(app, 'GET', url, user);
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number }>().count;
};

it('counts my challenges and the teach-backs assigned to me, all or only those still open, and nobody else’s', async () => {
  const created = [
    await buildChallenge(app, ada),
    await buildChallenge(app, ada),
    await buildChallenge(app, ada),
  ];
  await db
    .updateTable('challenges')
    .set({ status: 'completed' })
    .where('id', '=', created[0]!.challenge.id)
    .execute();
  await db
    .updateTable('teachbacks')
    .set({ assignee_id: bob.id })
    .where(
      'challenge_id',
      'in',
      created.map((c) => c.challenge.id),
    )
    .execute();
  await db
    .updateTable('teachbacks')
    .set({ status: 'completed' })
    .where('challenge_id', '=', created[1]!.challenge.id)
    .execute();
  await recountOpenTeachbacks(db);

  expect(await count('/api/challenges/count')).toBe(3);
  expect(await count('/api/challenges/count?active=true')).toBe(2);
  expect(await count('/api/challenges/count', bob)).toBe(0);
  expect(await count('/api/teachbacks/count', bob)).toBe(3);
  expect(await count('/api/teachbacks/count?active=true', bob)).toBe(2);
  expect(await count('/api/teachbacks/count?active=true')).toBe(0);
});

it('is for signed-in users only, and refuses a bad flag', async () => {
  expect((await call(app, 'GET', '/api/challenges/count')).statusCode).toBe(401);
  expect((await call(app, 'GET', '/api/teachbacks/count')).statusCode).toBe(401);
  expect((await call(app, 'GET', '/api/challenges/count?active=maybe', ada)).statusCode).toBe(400);
});
