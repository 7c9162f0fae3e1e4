import { GENERIC_MESSAGES } from '@teachloop/shared';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call, validChallenge } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';

const { app, db } = await buildTestApp({ CHALLENGE_RATE_LIMIT: '3', REVIEW_RATE_LIMIT: '2' });
const [ada, bob] = [await buildUser(app), await buildUser(app)];
const TOO_MANY = { error: { code: 'resource_exhausted', message: GENERIC_MESSAGES.tooManyRequests } };

it('lets one account create so many challenges an hour, then answers 429 and creates nothing more', async () => {
  const create = (user = ada) => call(app, 'POST', '/api/challenges', user, validChallenge);
  for (let i = 0; i < 3; i++) expect((await create()).statusCode).toBe(201);
  const refused = await create();
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual(TOO_MANY);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  const owned = await db.selectFrom('challenges').select('id').where('owner_id', '=', ada.id).execute();
  expect(owned).toHaveLength(3);
  // Another account has its own allowance.
  expect((await create(bob)).statusCode).toBe(201);
});

it('limits review submissions per account the same way', async () => {
  const { feedbackId } = await completedTeachback(app, db, bob, ada);
  const body = { rating: 4, comment: 'Clear explanation of the loop invariant.' };
  expect((await review(app, bob, feedbackId, body)).statusCode).toBe(200);
  expect((await review(app, bob, feedbackId, { ...body, rating: 5 })).statusCode).toBe(200);
  const refused = await review(app, bob, feedbackId, { ...body, rating: 3 });
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual(TOO_MANY);
  const stored = await db
    .selectFrom('feedback_requests')
    .select('rating')
    .where('id', '=', feedbackId)
    .executeTakeFirst();
  expect(stored?.rating).toBe(5);
});
