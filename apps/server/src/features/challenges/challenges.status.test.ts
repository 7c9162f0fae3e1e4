import { CHALLENGE_STATUSES, LEARNING_MESSAGES, type ChallengeStatus } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { activityTexts, buildChallenge, buildUser, call, learningRows } from '../../test/factories';

const { app, db } = await buildTestApp();
const [ada, bob] = [await buildUser(app), await buildUser(app)];

async function challengeIn(status: ChallengeStatus, title = 'Sorting') {
  const { challenge, teachback } = await buildChallenge(app, ada, { title });
  await db.updateTable('challenges').set({ status }).where('id', '=', challenge.id).execute();
  return { id: challenge.id, teachbackId: teachback!.id };
}

const request = {
  start: (id: string) => call(app, 'POST', `/api/challenges/${id}/start`, ada),
  save: (id: string) => call(app, 'PUT', `/api/challenges/${id}/notes`, ada, { notes: 'Halve the range.' }),
  complete: (id: string) => call(app, 'POST', `/api/challenges/${id}/complete`, ada),
};

const legal: [ChallengeStatus, keyof typeof request, ChallengeStatus, string][] = [
  ['accepted', 'start', 'in_progress', 'Started “Sorting”'],
  ['open', 'save', 'in_progress', 'Saved progress on “Sorting”'],
  ['accepted', 'save', 'in_progress', 'Saved progress on “Sorting”'],
  ['in_progress', 'save', 'in_progress', 'Saved progress on “Sorting”'],
  ['open', 'complete', 'completed', 'Completed “Sorting”'],
  ['accepted', 'complete', 'completed', 'Completed “Sorting”'],
  ['in_progress', 'complete', 'completed', 'Completed “Sorting”'],
];

const illegal: [ChallengeStatus, keyof typeof request, string][] = [
  ['open', 'start', LEARNING_MESSAGES.challengeStartNeedsAccepted],
  ['in_progress', 'start', LEARNING_MESSAGES.challengeAlreadyStarted],
  ['completed', 'start', LEARNING_MESSAGES.challengeAlreadyCompleted],
  ['completed', 'save', LEARNING_MESSAGES.challengeAlreadyCompleted],
  ['completed', 'complete', LEARNING_MESSAGES.challengeAlreadyCompleted],
];

describe('challenge status machine', () => {
  it('covers every status and action in the tables below', () => {
    const covered = [...legal, ...illegal].map(([from, action]) => `${from}:${action}`).sort();
    const all = CHALLENGE_STATUSES.flatMap((from) =>
      Object.keys(request).map((action) => `${from}:${action}`),
    );
    expect(covered).toEqual(all.sort());
  });

  it.each(legal)('%s --%s--> %s, with the activity %j', async (from, action, to, text) => {
    const { id } = await challengeIn(from);
    const before = Date.now();
    const response = await request[action](id);
    expect(response.statusCode).toBe(200);
    const { challenge } = response.json();
    expect(challenge).toMatchObject({ id, status: to, notes: action === 'save' ? 'Halve the range.' : '' });
    expect(challenge.updatedAt).toBeGreaterThanOrEqual(before);

    const row = await db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: to, notes: challenge.notes, updated_at: challenge.updatedAt });
    const entries = await db.selectFrom('activity').selectAll().where('user_id', '=', ada.id).execute();
    expect(entries.filter((entry) => entry.text === text)).toEqual([
      expect.objectContaining({ type: 'challenge', created_at: challenge.updatedAt }),
    ]);
    await db.deleteFrom('activity').execute();
  });

  it.each(illegal)('%s --%s--> 409 %j, and nothing is written', async (from, action, message) => {
    const { id } = await challengeIn(from);
    const before = await learningRows(db);
    const response = await request[action](id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message } });
    expect(await learningRows(db)).toEqual(before);
  });

  it('runs the whole loop: open, accepted by the assignee, started, saved, completed', async () => {
    await db.deleteFrom('activity').execute();
    const { challenge, teachback } = await buildChallenge(app, ada, { title: 'Tries' });
    const status = async () =>
      (await call(app, 'GET', `/api/challenges/${challenge.id}`, ada)).json().challenge.status;
    expect(await status()).toBe('open');
    expect((await call(app, 'POST', `/api/teachbacks/${teachback!.id}/start`, bob)).statusCode).toBe(200);
    expect(await status()).toBe('accepted');
    expect((await request.start(challenge.id)).statusCode).toBe(200);
    expect((await request.save(challenge.id)).statusCode).toBe(200);
    expect((await request.complete(challenge.id)).statusCode).toBe(200);
    expect(await status()).toBe('completed');
    expect(await activityTexts(db, ada.id)).toEqual(
      [
        'Created challenge “Tries”',
        'Started “Tries”',
        'Saved progress on “Tries”',
        'Completed “Tries”',
      ].sort(),
    );
  });
});

describe('GET /api/challenges', () => {
  it('lists only the own challenges by due date, with ?limit and ?active=true', async () => {
    await db.deleteFrom('challenges').execute();
    const late = await buildChallenge(app, ada, { title: 'Late', dueDays: 9 });
    const soon = await buildChallenge(app, ada, { title: 'Soon', dueDays: 1 });
    const done = await buildChallenge(app, ada, { title: 'Done', dueDays: 2 });
    await buildChallenge(app, bob, { title: 'Not mine' });
    await request.complete(done.challenge.id);

    const titles = async (query: string) =>
      (await call(app, 'GET', `/api/challenges${query}`, ada))
        .json()
        .challenges.map((c: { title: string }) => c.title);
    expect(await titles('')).toEqual(['Soon', 'Done', 'Late']);
    expect(await titles('?limit=2')).toEqual(['Soon', 'Done']);
    expect(await titles('?active=true')).toEqual(['Soon', 'Late']);
    expect(await titles('?active=false&limit=1')).toEqual(['Soon']);
    const one = await call(app, 'GET', `/api/challenges/${late.challenge.id}`, ada);
    expect(one.json()).toEqual({ challenge: late.challenge });
    expect(soon.challenge.dueTs).toBeLessThan(late.challenge.dueTs);
  });
});
