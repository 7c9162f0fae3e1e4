import { GENERIC_MESSAGES } from '@teachloop/shared';
import { expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call } from '../../test/factories';
import { reviewedTeachback } from '../../test/learning-loop';

// Replies are limited per hour like reviews (REVIEW_RATE_LIMIT), on a count of their own.
const { app, db } = await buildTestApp({ REVIEW_RATE_LIMIT: '2' });

it('refuses a third reply within the hour with 429, writing nothing', async () => {
  const reviewer = await buildUser(app);
  const learner = await buildUser(app);
  const { feedbackId } = await reviewedTeachback(app, db, reviewer, learner);
  const reply = (body: string) => call(app, 'POST', `/api/feedback/${feedbackId}/replies`, learner, { body });
  expect((await reply('One')).statusCode).toBe(201);
  expect((await reply('Two')).statusCode).toBe(201);
  const third = await reply('Three');
  expect(third.statusCode).toBe(429);
  expect(third.json().error.message).toBe(GENERIC_MESSAGES.tooManyRequests);
  const rows = await db
    .selectFrom('review_replies')
    .select('body')
    .where('review_id', '=', feedbackId)
    .execute();
  expect(rows.map((row) => row.body).sort()).toEqual(['One', 'Two']);
  // The reviewer has a count of their own.
  const answer = await call(app, 'POST', `/api/feedback/${feedbackId}/replies`, reviewer, { body: 'Hi' });
  expect(answer.statusCode).toBe(201);
});
