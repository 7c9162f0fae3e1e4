import { REVIEW_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, markHelpful, review } from '../../test/learning-loop';

const { app, db } = await buildTestApp();

/** Every answer about reviews the learner can get (the review's own teach-back names its requester anyway). */
async function learnerAnswers(learner: TestUser, feedbackId: string): Promise<string[]> {
  const paths = [
    '/api/feedback/received',
    '/api/feedback/requests',
    '/api/feedback/counts',
    '/api/feedback',
    '/api/portfolio',
    '/api/profile',
    '/api/activity?limit=50',
    `/api/feedback/${feedbackId}`,
  ];
  const answers = await Promise.all(paths.map((path) => call(app, 'GET', path, learner)));
  const helpful = await markHelpful(app, learner, feedbackId);
  expect(helpful.statusCode).toBe(200);
  return [...answers, helpful].map((response) => response.body);
}

describe('an anonymous review', () => {
  it('never shows the learner the reviewer’s id or name, anywhere', async () => {
    const rae = await buildUser(app, { name: 'Rae Reviewer', email: `rae-${Date.now()}@example.com` });
    const sam = await buildUser(app, { name: 'Sam Second' });
    const lin = await buildUser(app, { name: 'Lin' });
    const first = await completedTeachback(app, db, rae, lin, { title: 'Closures', topic: 'JavaScript' });
    const second = await completedTeachback(app, db, sam, lin, { title: 'Promises', topic: 'JavaScript' });
    await review(app, rae, first.feedbackId, { rating: 5, comment: 'Lovely', anonymous: true });
    await review(app, sam, second.feedbackId, { rating: 4, anonymous: false });

    const received = (await call(app, 'GET', '/api/feedback/received', lin)).json().reviews;
    expect(received).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: first.feedbackId,
          reviewer: REVIEW_MESSAGES.anonymousReviewer,
          reviewerId: null,
        }),
        expect.objectContaining({ id: second.feedbackId, reviewer: 'Sam Second', reviewerId: sam.id }),
      ]),
    );
    // The skill both reviews verified lists Rae's as 'A peer' and Sam's by name.
    const { portfolio } = (await call(app, 'GET', '/api/portfolio', lin)).json();
    expect(portfolio.verifiedSkills).toEqual([
      expect.objectContaining({
        topic: 'JavaScript',
        reviews: [
          expect.objectContaining({
            feedbackId: first.feedbackId,
            reviewer: REVIEW_MESSAGES.anonymousReviewer,
            rating: 5,
          }),
          expect.objectContaining({ feedbackId: second.feedbackId, reviewer: 'Sam Second', rating: 4 }),
        ],
      }),
    ]);

    for (const body of await learnerAnswers(lin, first.feedbackId)) {
      expect(body).not.toContain(rae.id);
      expect(body).not.toContain('Rae Reviewer');
      expect(body).not.toContain(rae.email);
    }
    // The same scan does find a named reviewer: it would catch a leak.
    const bodies = await learnerAnswers(lin, second.feedbackId);
    expect(bodies.some((body) => body.includes(sam.id) && body.includes('Sam Second'))).toBe(true);
  });

  it('a review revised to anonymous hides the reviewer from then on; revised back, shows them', async () => {
    const rae = await buildUser(app, { name: 'Rae Again' });
    const lin = await buildUser(app);
    const { feedbackId } = await completedTeachback(app, db, rae, lin);
    await review(app, rae, feedbackId, { rating: 3 });
    const reviewerOf = async () => (await call(app, 'GET', '/api/feedback/received', lin)).json().reviews[0];
    expect(await reviewerOf()).toMatchObject({ reviewer: 'Rae Again', reviewerId: rae.id, anonymous: false });
    await review(app, rae, feedbackId, { rating: 3, anonymous: true });
    expect(await reviewerOf()).toMatchObject({
      reviewer: REVIEW_MESSAGES.anonymousReviewer,
      reviewerId: null,
      anonymous: true,
    });
  });
});
