import { GENERIC_MESSAGES, LEARNING_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';
import { buildChallenge, buildUser, call, verifyEmailOf, type TestUser } from './test/factories';
import { completedTeachback, handedTeachback, ledgerOf, review } from './test/learning-loop';

const { app, db } = await buildTestApp();

/** Two users with verified addresses, so that anything refused below is refused for its text alone. */
async function pair(): Promise<[TestUser, TestUser]> {
  const users: [TestUser, TestUser] = [await buildUser(app), await buildUser(app)];
  for (const user of users) await verifyEmailOf(db, user);
  return users;
}

const HANGUL_FILLER_WORDS = Array(60).fill('\u3164').join(' ');
const ZERO_WIDTH_COMMENT = '\u200B'.repeat(25);

describe('invisible text counts for nothing', () => {
  it('a teach-back of 60 Hangul filler "words" cannot be completed and pays nothing', async () => {
    const [owner, learner] = await pair();
    const { teachbackId } = await handedTeachback(app, db, owner, learner);
    const saved = await call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, learner, {
      notes: HANGUL_FILLER_WORDS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const completed = await call(app, 'POST', `/api/teachbacks/${teachbackId}/complete`, learner);
    expect(completed.statusCode).toBeGreaterThanOrEqual(400);
    expect(completed.statusCode).toBeLessThan(500);
    expect(completed.json()).toMatchObject({ error: { message: LEARNING_MESSAGES.teachbackTooShort } });
    expect(await ledgerOf(db, learner.id)).toEqual([]);
    const row = await db
      .selectFrom('teachbacks')
      .select('status')
      .where('id', '=', teachbackId)
      .executeTakeFirstOrThrow();
    expect(row.status).not.toBe('completed');
  });

  it('a review comment of 25 zero-width spaces pays the reviewer nothing; 20 seen characters do', async () => {
    const [owner, learner] = await pair();
    const invisible = await completedTeachback(app, db, owner, learner, { title: 'Heaps' });
    const response = await review(app, owner, invisible.feedbackId, {
      rating: 5,
      comment: ZERO_WIDTH_COMMENT,
    });
    expect(response.statusCode, response.body).toBe(200);
    const given = async () =>
      (await ledgerOf(db, owner.id)).filter((row) => row.kind === 'feedback_given').map((row) => row.source);
    expect(await given()).toEqual([]);

    const visible = await completedTeachback(app, db, owner, learner, { title: 'Tries' });
    await review(app, owner, visible.feedbackId, { rating: 5, comment: 'Clear, with examples' });
    expect(await given()).toEqual([`feedback_given:${visible.feedbackId}`]);
  });

  it('a challenge prompt of only zero-width characters is stored as no prompt', async () => {
    const [owner] = await pair();
    const { challenge } = await buildChallenge(app, owner, { description: '\u200B\u200D\u2060\uFEFF\u3164' });
    const row = await db
      .selectFrom('challenges')
      .select('description')
      .where('id', '=', challenge.id)
      .executeTakeFirstOrThrow();
    expect(row.description).toBe('');
  });
});

describe('free text refuses direction overrides', () => {
  const OVERRIDE = { error: { code: 'invalid_argument', message: GENERIC_MESSAGES.directionOverrides } };

  it('in a reply, writing nothing', async () => {
    const [owner, learner] = await pair();
    const loop = await completedTeachback(app, db, owner, learner);
    await review(app, owner, loop.feedbackId, { rating: 4, comment: 'Good start.' });
    const response = await call(app, 'POST', `/api/feedback/${loop.feedbackId}/replies`, learner, {
      body: 'Thanks \u202Eexe.gnp',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(OVERRIDE);
    const rows = await db
      .selectFrom('review_replies')
      .select('id')
      .where('review_id', '=', loop.feedbackId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('in a bio, keeping the old one; a bio of only invisible characters removes it', async () => {
    const [user] = await pair();
    const bioOf = async () =>
      (await db.selectFrom('profiles').select('bio').where('id', '=', user.id).executeTakeFirstOrThrow()).bio;
    expect((await call(app, 'PATCH', '/api/profile', user, { bio: 'I teach SQL.' })).statusCode).toBe(204);
    const refused = await call(app, 'PATCH', '/api/profile', user, { bio: 'I teach \u2067SQL\u2069' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(OVERRIDE);
    expect(await bioOf()).toBe('I teach SQL.');
    expect((await call(app, 'PATCH', '/api/profile', user, { bio: '\u200B\u3164' })).statusCode).toBe(204);
    expect(await bioOf()).toBeFalsy();
  });
});
