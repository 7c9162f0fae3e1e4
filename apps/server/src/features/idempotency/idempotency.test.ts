import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '../../plugins/idempotency';
import { TEST_ORIGIN } from '../../test/build-test-app';
import { buildAppWith, buildUser, call, validChallenge, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';
import { validCircle } from '../../test/circles';

let clock = Date.parse('2026-10-01T09:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock });

const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
const create = (user: TestUser, key: string, body: object = validChallenge) =>
  call(app, 'POST', '/api/challenges', user, body, keyed(key));
const challengesOf = (userId: string) =>
  db.selectFrom('challenges').select('id').where('owner_id', '=', userId).execute();
const teachbacksOf = (ownerId: string) =>
  db
    .selectFrom('teachbacks')
    .innerJoin('challenges', 'challenges.id', 'teachbacks.challenge_id')
    .select('teachbacks.id')
    .where('challenges.owner_id', '=', ownerId)
    .execute();

describe('an Idempotency-Key on a creating request', () => {
  it('creates a challenge once when the same request is sent again, and answers the repeat the same', async () => {
    const owner = await buildUser(app);
    await buildUser(app);
    const key = randomUUID();
    const first = await create(owner, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await create(owner, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await challengesOf(owner.id)).toHaveLength(1);
    // Sent to one peer, once.
    expect(await teachbacksOf(owner.id)).toHaveLength(1);
    const listed = await call(app, 'GET', '/api/challenges', owner);
    expect(listed.json<{ challenges: unknown[] }>().challenges).toHaveLength(1);
  });

  it('creates once when duplicates arrive together (a double-click), every answer the first one', async () => {
    const owner = await buildUser(app);
    await buildUser(app);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => create(owner, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers[REPLAYED_HEADER] === 'true')).toHaveLength(4);
    expect(await challengesOf(owner.id)).toHaveLength(1);
    expect(await teachbacksOf(owner.id)).toHaveLength(1);
  });

  it('refuses the same key with another body or on another route, and writes nothing for it', async () => {
    const owner = await buildUser(app);
    const key = randomUUID();
    expect((await create(owner, key)).statusCode).toBe(201);
    const other = await create(owner, key, { ...validChallenge, title: 'Merge sort' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      error: { code: 'conflict', message: IDEMPOTENCY_MESSAGES.keyReused },
    });
    const elsewhere = await call(app, 'POST', '/api/circles', owner, validCircle, keyed(key));
    expect(elsewhere.statusCode).toBe(409);
    expect(await challengesOf(owner.id)).toHaveLength(1);
    expect(await db.selectFrom('circles').select('id').where('owner_id', '=', owner.id).execute()).toEqual(
      [],
    );
  });

  it('keeps each user’s keys apart: the same key from two people creates two challenges', async () => {
    const [ada, ben] = [await buildUser(app), await buildUser(app)];
    const key = randomUUID();
    const [forAda, forBen] = [await create(ada, key), await create(ben, key)];
    expect([forAda.statusCode, forBen.statusCode]).toEqual([201, 201]);
    expect(forBen.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(forBen.body).not.toBe(forAda.body);
    expect(await challengesOf(ada.id)).toHaveLength(1);
    expect(await challengesOf(ben.id)).toHaveLength(1);
  });

  it('refuses a key of the wrong shape with a clear 400 and writes nothing', async () => {
    const owner = await buildUser(app);
    for (const bad of ['short', 'x'.repeat(65), 'has space in it', 'semi;colon-key', 'ключ-ключ-ключ']) {
      const response = await create(owner, bad).catch(() => null);
      // A header value inject itself refuses to send (not ASCII) cannot reach the server either.
      if (!response) continue;
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_argument', message: IDEMPOTENCY_MESSAGES.badKey },
      });
    }
    expect(await challengesOf(owner.id)).toEqual([]);
  });

  it('acts on every request without a key, as before', async () => {
    const owner = await buildUser(app);
    await call(app, 'POST', '/api/challenges', owner, validChallenge);
    await call(app, 'POST', '/api/challenges', owner, validChallenge);
    expect(await challengesOf(owner.id)).toHaveLength(2);
  });

  it('posts a reply and files a report once each when repeated with their keys', async () => {
    const reviewer = await buildUser(app);
    const learner = await buildUser(app);
    const loop = await completedTeachback(app, db, reviewer, learner);
    expect(
      (await review(app, reviewer, loop.feedbackId, { rating: 2, comment: 'Try harder.' })).statusCode,
    ).toBe(200);
    const replyKey = randomUUID();
    const reply = () =>
      call(
        app,
        'POST',
        `/api/feedback/${loop.feedbackId}/replies`,
        learner,
        { body: 'Why?' },
        keyed(replyKey),
      );
    const replies = await Promise.all([reply(), reply(), reply()]);
    expect(replies.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const rows = await db
      .selectFrom('review_replies')
      .select('id')
      .where('review_id', '=', loop.feedbackId)
      .execute();
    expect(rows).toHaveLength(1);

    const reportKey = randomUUID();
    const body = { itemKind: 'review', itemId: loop.feedbackId, reason: 'harassment' };
    const report = () => call(app, 'POST', '/api/reports', learner, body, keyed(reportKey));
    const [first, again] = [await report(), await report()];
    // Without the key the repeat would be refused as a second report; with it, the user sees the thanks again.
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const reports = await db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', learner.id)
      .execute();
    expect(reports).toHaveLength(1);
  });

  it('keeps a signed-out caller’s keys per address: the contact form sends once', async () => {
    const key = randomUUID();
    const message = { name: 'Ada', email: 'ada@example.com', message: `Hello ${key}` };
    const send = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...keyed(key) },
        body: JSON.stringify(message),
      });
    const [first, again] = await Promise.all([send('203.0.113.7'), send('203.0.113.7')]);
    expect(first.statusCode, first.body).toBeLessThan(300);
    expect(again.statusCode).toBe(first.statusCode);
    const stored = () =>
      db.selectFrom('contact_messages').select('id').where('message', '=', message.message).execute();
    expect(await stored()).toHaveLength(1);
    // Another person who happened on the same key is not answered with the first one's reply.
    const other = await send('198.51.100.9');
    expect(other.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await stored()).toHaveLength(2);
  });

  it('forgets keys after a day: the scheduler deletes them, and the key then acts again', async () => {
    const owner = await buildUser(app);
    const key = randomUUID();
    expect((await create(owner, key)).statusCode).toBe(201);
    const keysOf = () =>
      db.selectFrom('idempotency_keys').select('key').where('user_id', '=', owner.id).execute();
    clock += 23 * 3_600_000;
    await app.jobs.runOnce();
    expect(await keysOf()).toHaveLength(1);
    clock += 2 * 3_600_000;
    await app.jobs.runOnce();
    expect(await keysOf()).toEqual([]);
    expect((await create(owner, key)).headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await challengesOf(owner.id)).toHaveLength(2);
  });
});
