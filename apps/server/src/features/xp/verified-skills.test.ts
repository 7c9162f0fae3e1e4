import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { activityTexts, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, profileOf, review } from '../../test/learning-loop';

const { app, db } = await buildTestApp();

async function portfolioOf(user: TestUser) {
  const response = await call(app, 'GET', '/api/portfolio', user);
  expect(response.statusCode).toBe(200);
  return response.json().portfolio;
}

const verifiedTexts = async (user: TestUser) =>
  (await activityTexts(db, user.id)).filter((text) => text.includes('verified') || text.includes('Verified'));

describe('verified skills', () => {
  it('one peer’s 4+ stars twice do not verify; a second peer’s (even by revision) does, once', async () => {
    const [rae, sam, lin] = [
      await buildUser(app, { name: 'Rae' }),
      await buildUser(app, { name: 'Sam' }),
      await buildUser(app, { name: 'Lin' }),
    ];
    const topic = 'Recursion';
    const first = await completedTeachback(app, db, rae, lin, { title: 'Towers', topic });
    const again = await completedTeachback(app, db, rae, lin, { title: 'Fibonacci', topic });
    const bySam = await completedTeachback(app, db, sam, lin, { title: 'Trees', topic });
    const elsewhere = await completedTeachback(app, db, sam, lin, { title: 'Joins', topic: 'SQL' });

    await review(app, rae, first.feedbackId, { rating: 5 });
    await review(app, rae, again.feedbackId, { rating: 4 });
    await review(app, sam, elsewhere.feedbackId, { rating: 5 });
    await review(app, sam, bySam.feedbackId, { rating: 3 });
    expect((await portfolioOf(lin)).verifiedSkills).toEqual([]);
    expect((await profileOf(app, lin)).badges).not.toContain('verified');

    await review(app, sam, bySam.feedbackId, { rating: 4 });
    const { verifiedSkills } = await portfolioOf(lin);
    expect(verifiedSkills).toEqual([
      {
        topic,
        verifiedAt: expect.any(Number),
        reviews: [
          expect.objectContaining({
            feedbackId: first.feedbackId,
            title: 'Towers',
            reviewer: 'Rae',
            rating: 5,
          }),
          expect.objectContaining({
            feedbackId: again.feedbackId,
            title: 'Fibonacci',
            reviewer: 'Rae',
            rating: 4,
          }),
          expect.objectContaining({
            feedbackId: bySam.feedbackId,
            title: 'Trees',
            reviewer: 'Sam',
            rating: 4,
          }),
        ],
      },
    ]);
    expect((await profileOf(app, lin)).badges).toContain('verified');

    // Once verified it stays verified, and nothing is written twice, whatever later revisions say.
    await review(app, sam, bySam.feedbackId, { rating: 1 });
    await review(app, rae, first.feedbackId, { rating: 5, comment: 'Still great' });
    expect((await portfolioOf(lin)).verifiedSkills.map((skill: { topic: string }) => skill.topic)).toEqual([
      topic,
    ]);
    expect(await verifiedTexts(lin)).toEqual([
      'Earned the “Verified” badge',
      'Your skill “Recursion” was verified by peers',
    ]);
  });

  it('two peers’ reviews submitted at the same moment verify the topic', async () => {
    const [rae, sam, lin] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const a = await completedTeachback(app, db, rae, lin, { topic: 'Graphs' });
    const b = await completedTeachback(app, db, sam, lin, { topic: 'Graphs' });
    const responses = await Promise.all([
      review(app, rae, a.feedbackId, { rating: 4 }),
      review(app, sam, b.feedbackId, { rating: 5 }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const { verifiedSkills } = await portfolioOf(lin);
    expect(verifiedSkills.map((skill: { topic: string }) => skill.topic)).toEqual(['Graphs']);
  });
});
