import { LEARNING_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, learningRows, type TestUser } from '../../test/factories';
import { completeTeachback } from '../../test/learning-loop';

const { app, db } = await buildTestApp();
const owner = await buildUser(app);
const assignee = await buildUser(app);
const { challenge, teachback } = await buildChallenge(app, owner);
// Joins only now, so the challenge above was certainly assigned to `assignee`.
const stranger = await buildUser(app);
const tb = teachback!.id;
const ch = challenge.id;

type Method = 'GET' | 'POST' | 'PUT';
const challengeEndpoints: [Method, string, unknown][] = [
  ['GET', `/api/challenges/${ch}`, undefined],
  ['POST', `/api/challenges/${ch}/start`, undefined],
  ['PUT', `/api/challenges/${ch}/notes`, { notes: 'mine now' }],
  ['POST', `/api/challenges/${ch}/complete`, undefined],
];
const teachbackEndpoints: [Method, string, unknown][] = [
  ['GET', `/api/teachbacks/${tb}`, undefined],
  ['POST', `/api/teachbacks/${tb}/start`, undefined],
  ['PUT', `/api/teachbacks/${tb}/notes`, { notes: 'mine now' }],
  ['POST', `/api/teachbacks/${tb}/complete`, undefined],
];

async function expectNotFound(
  user: TestUser,
  method: Method,
  url: string,
  payload: unknown,
  message: string,
) {
  const before = await learningRows(db);
  const response = await call(app, method, url, user, payload);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ error: { code: 'not_found', message } });
  expect(await learningRows(db)).toEqual(before);
}

describe('a challenge belongs to its owner alone', () => {
  it.each(challengeEndpoints)('%s %s as a stranger: 404, nothing changes', async (method, url, payload) => {
    await expectNotFound(stranger, method, url, payload, LEARNING_MESSAGES.challengeNotFound);
  });

  it.each(challengeEndpoints)('%s %s as the assignee: 404, nothing changes', async (method, url, payload) => {
    await expectNotFound(assignee, method, url, payload, LEARNING_MESSAGES.challengeNotFound);
  });

  it('is missing from everyone else’s list', async () => {
    for (const user of [assignee, stranger]) {
      expect((await call(app, 'GET', '/api/challenges', user)).json().challenges).toEqual([]);
    }
    expect((await call(app, 'GET', '/api/challenges', owner)).json().challenges).toHaveLength(1);
  });
});

describe('a teach-back belongs to its assignee alone', () => {
  it.each(teachbackEndpoints)('%s %s as a stranger: 404, nothing changes', async (method, url, payload) => {
    await expectNotFound(stranger, method, url, payload, LEARNING_MESSAGES.teachbackNotFound);
  });

  it.each(teachbackEndpoints)(
    '%s %s as the requester: 404, nothing changes',
    async (method, url, payload) => {
      await expectNotFound(owner, method, url, payload, LEARNING_MESSAGES.teachbackNotFound);
    },
  );

  it('is missing from everyone else’s list', async () => {
    for (const user of [owner, stranger]) {
      expect((await call(app, 'GET', '/api/teachbacks', user)).json().teachbacks).toEqual([]);
    }
  });
});

describe('feedback, activity and profile are per user', () => {
  it('shows feedback requests to the reviewer only, and activity to its user only', async () => {
    expect((await completeTeachback(app, assignee, tb)).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/feedback', owner)).json().feedback).toHaveLength(1);
    for (const user of [assignee, stranger]) {
      expect((await call(app, 'GET', '/api/feedback', user)).json().feedback).toEqual([]);
    }
    const activity = async (user: TestUser) =>
      (await call(app, 'GET', '/api/activity', user))
        .json()
        .activity.map((entry: { userId: string }) => entry.userId);
    expect(new Set(await activity(owner))).toEqual(new Set([owner.id]));
    expect(new Set(await activity(assignee))).toEqual(new Set([assignee.id]));
    expect(await activity(stranger)).toEqual([]);
  });

  it("answers each user's profile with their own", async () => {
    for (const user of [owner, stranger]) {
      expect((await call(app, 'GET', '/api/profile', user)).json().profile.id).toBe(user.id);
    }
  });
});
