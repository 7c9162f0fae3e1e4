import { DAY_MS, type FeedbackListResponse } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';

const HOUR_MS = 60 * 60 * 1000;
let clock = Date.parse('2026-06-01T09:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock, random: () => 0 });

async function reviewRemindersOf(userId: string) {
  return db
    .selectFrom('notifications')
    .select(['text', 'href'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'review_due_soon')
    .execute();
}

async function toGive(user: TestUser) {
  const response = await call(app, 'GET', '/api/feedback', user);
  expect(response.statusCode).toBe(200);
  return response.json<FeedbackListResponse>().feedback;
}

describe('a review’s due date', () => {
  it('is 3 days after the teach-back was completed, as the reviewer’s To give list says', async () => {
    const [owner, learner] = [await buildUser(app), await buildUser(app)];
    const completedAt = clock;
    const { feedbackId } = await completedTeachback(app, db, owner, learner, { title: 'Heaps' });
    expect(await toGive(owner)).toEqual([
      expect.objectContaining({ id: feedbackId, createdAt: completedAt, dueAt: completedAt + 3 * DAY_MS }),
    ]);
  });
});

describe('the review reminder', () => {
  it('tells the reviewer once, a day before the review is due', async () => {
    const [owner, learner] = [await buildUser(app), await buildUser(app, { name: 'Lin' })];
    const completedAt = clock;
    const { feedbackId } = await completedTeachback(app, db, owner, learner, { title: 'Tries' });

    clock = completedAt + DAY_MS; // due in two days: too early
    await app.jobs.runOnce();
    expect(await reviewRemindersOf(owner.id)).toEqual([]);

    clock = completedAt + 2 * DAY_MS + HOUR_MS; // due in 23 hours
    expect((await app.jobs.runOnce()).reviewReminders).toBeGreaterThanOrEqual(1);
    clock += HOUR_MS;
    await app.jobs.runOnce();
    expect(await reviewRemindersOf(owner.id)).toEqual([
      {
        text: 'Your review of Lin’s teach-back of “Tries” is due within 24 hours',
        href: `/feedback/${feedbackId}`,
      },
    ]);
    expect(await reviewRemindersOf(learner.id)).toEqual([]);
  });

  it('is not sent for a review already given', async () => {
    const [owner, learner] = [await buildUser(app), await buildUser(app)];
    const completedAt = clock;
    const { feedbackId } = await completedTeachback(app, db, owner, learner, { title: 'Graphs' });
    expect((await review(app, owner, feedbackId, { rating: 4 })).statusCode).toBe(200);

    clock = completedAt + 2 * DAY_MS + HOUR_MS;
    await app.jobs.runOnce();
    expect(await reviewRemindersOf(owner.id)).toEqual([]);
  });
});
