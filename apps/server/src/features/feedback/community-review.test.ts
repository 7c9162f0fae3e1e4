import {
  COMMUNITY_REVIEW_MESSAGES,
  DAY_MS,
  xpSource,
  type CommunityReviewsResponse,
  type FeedbackListResponse,
  type LearnerReviewListResponse,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, ledgerOf, review } from '../../test/learning-loop';

let clock = Date.parse('2026-06-01T09:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock, random: () => 0 });

const TOPIC = 'Dynamic programming';
const goodReview = { rating: 5, comment: 'Clear steps and a worked example; well done.' };

/** A peer with `topic` verified the way the app verifies it: two other peers rated their teach-backs 4+. */
async function verifiedPeer(name: string, topic = TOPIC): Promise<TestUser> {
  const peer = await buildUser(app, { name });
  for (const owner of [await buildUser(app), await buildUser(app)]) {
    const loop = await completedTeachback(app, db, owner, peer, { title: `${name} on ${topic}`, topic });
    expect((await review(app, owner, loop.feedbackId, { rating: 4 })).statusCode).toBe(200);
  }
  return peer;
}

/** A completed teach-back on TOPIC whose owner never reviewed it, `daysAgo` days ago. */
async function unreviewed(daysAgo: number, title = `Knapsack ${clock}`) {
  const [owner, learner] = [await buildUser(app, { name: 'Olga' }), await buildUser(app, { name: 'Lin' })];
  const completedAt = clock;
  const loop = await completedTeachback(app, db, owner, learner, { title, topic: TOPIC });
  clock = completedAt + daysAgo * DAY_MS;
  return { ...loop, owner, learner, title };
}

const communityList = async (user: TestUser, query = '') => {
  const response = await call(app, 'GET', `/api/feedback/community${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json<CommunityReviewsResponse>();
};
const openReview = (user: TestUser, id: string) => call(app, 'GET', `/api/feedback/community/${id}`, user);
const communityReview = (user: TestUser, id: string, body: object = goodReview) =>
  call(app, 'PUT', `/api/feedback/community/${id}/review`, user, body);

// Each test signs up several people (argon2 hashes) and verifies them through real reviews: seconds when busy.
describe('a review missing for 7 days', { timeout: 30_000 }, () => {
  it('is not open before 7 days, then is listed to and reviewed by a verified peer', async () => {
    const vera = await verifiedPeer('Vera');
    const loop = await unreviewed(6);
    expect((await communityList(vera)).reviews.map((r) => r.id)).not.toContain(loop.feedbackId);
    expect((await openReview(vera, loop.feedbackId)).statusCode).toBe(404);
    expect((await communityReview(vera, loop.feedbackId)).statusCode).toBe(404);

    clock += DAY_MS;
    const listed = (await communityList(vera)).reviews.find((r) => r.id === loop.feedbackId);
    expect(listed).toEqual({
      id: loop.feedbackId,
      title: loop.title,
      topic: TOPIC,
      learner: 'Lin',
      points: expect.any(Number),
      createdAt: clock - 7 * DAY_MS,
      dueAt: clock - 4 * DAY_MS,
    });
    const panel = await openReview(vera, loop.feedbackId);
    expect(panel.statusCode).toBe(200);
    expect(panel.json().feedback).toMatchObject({ id: loop.feedbackId, status: 'pending' });
    expect(panel.json().feedback.teachbackNotes).toContain('Binary search');

    const submitted = await communityReview(vera, loop.feedbackId);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().feedback).toMatchObject({ status: 'completed', rating: 5, reviewerId: vera.id });

    // The learner sees it received, under the community reviewer's own name.
    const received = await call(app, 'GET', '/api/feedback/received', loop.learner);
    expect(received.json<LearnerReviewListResponse>().reviews).toEqual([
      expect.objectContaining({ id: loop.feedbackId, reviewer: 'Vera', reviewerId: vera.id, rating: 5 }),
    ]);
    // It now sits in the community reviewer's To give (to revise), and leaves the owner's and the list.
    const veraToGive = (await call(app, 'GET', '/api/feedback', vera)).json<FeedbackListResponse>().feedback;
    expect(veraToGive.map((r) => r.id)).toContain(loop.feedbackId);
    const ownerToGive = (await call(app, 'GET', '/api/feedback', loop.owner)).json<FeedbackListResponse>();
    expect(ownerToGive.feedback).toEqual([]);
    expect((await communityList(vera)).reviews.map((r) => r.id)).not.toContain(loop.feedbackId);
  });

  it('is refused to the learner and the owner (403), an unverified peer and a stranger (404); nothing changes', async () => {
    await verifiedPeer('Walt'); // the topic exists verified for someone else
    const loop = await unreviewed(8);
    const [unverified, stranger] = [await buildUser(app), await buildUser(app)];
    // A peer verified on another topic only.
    const otherTopic = await verifiedPeer('Omar', 'Graphs');
    const expected: [TestUser, number][] = [
      [loop.learner, 403],
      [loop.owner, 403],
      [unverified, 404],
      [stranger, 404],
      [otherTopic, 404],
    ];
    for (const [user, status] of expected) {
      expect((await openReview(user, loop.feedbackId)).statusCode).toBe(status);
      const refused = await communityReview(user, loop.feedbackId);
      expect(refused.statusCode).toBe(status);
      expect(refused.json().error.message).toEqual(expect.any(String));
      expect((await communityList(user)).reviews.map((r) => r.id)).not.toContain(loop.feedbackId);
    }
    const row = await db
      .selectFrom('feedback_requests')
      .select(['status', 'reviewer_id', 'community'])
      .where('id', '=', loop.feedbackId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', reviewer_id: loop.owner.id, community: 0 });
    expect((await communityReview(await verifiedPeer('Xia'), 'no-such-review')).statusCode).toBe(404);
  });

  it('bad input gets a 400 and writes nothing', async () => {
    const vera = await verifiedPeer('Yara');
    const loop = await unreviewed(8);
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4, comment: 'x'.repeat(2001) }]) {
      expect((await communityReview(vera, loop.feedbackId, body)).statusCode).toBe(400);
    }
    expect((await call(app, 'GET', '/api/feedback/community?cursor=nonsense', vera)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/feedback/community?limit=0', vera)).statusCode).toBe(400);
    expect((await openReview(vera, loop.feedbackId)).json().feedback.status).toBe('pending');
  });

  it('has one winner when two verified peers submit at once; the learner is paid once', async () => {
    const [ann, bob] = [await verifiedPeer('Ann'), await verifiedPeer('Bob')];
    const loop = await unreviewed(8);
    const answers = await Promise.all([
      communityReview(ann, loop.feedbackId),
      communityReview(bob, loop.feedbackId, { rating: 2, comment: 'Needs an example of the recurrence.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(lost.json().error.message).toBe(COMMUNITY_REVIEW_MESSAGES.alreadyReviewed);
    const winner = answers[0]?.statusCode === 200 ? ann : bob;
    const row = await db
      .selectFrom('feedback_requests')
      .select(['reviewer_id', 'community'])
      .where('id', '=', loop.feedbackId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reviewer_id: winner.id, community: 1 });

    const stars = (await ledgerOf(db, loop.learner.id)).filter((entry) => entry.kind === 'review_received');
    expect(stars).toEqual([
      expect.objectContaining({ source: xpSource('review_received', loop.feedbackId) }),
    ]);
    expect(stars[0]!.amount).toBeGreaterThan(0);
    const given = (await ledgerOf(db, winner.id)).filter(
      (entry) => entry.source === xpSource('feedback_given', loop.feedbackId),
    );
    expect(given).toHaveLength(1);
    // A late submission by the loser is refused and pays nobody again.
    const loser = winner === ann ? bob : ann;
    expect((await communityReview(loser, loop.feedbackId)).statusCode).toBe(409);
    expect(
      (await ledgerOf(db, loop.learner.id)).filter((entry) => entry.kind === 'review_received'),
    ).toHaveLength(1);
  });

  it('pays a community reviewer nothing for a comment under 20 characters, by the usual rule', async () => {
    const cal = await verifiedPeer('Cal');
    const loop = await unreviewed(8);
    expect((await communityReview(cal, loop.feedbackId, { rating: 4, comment: 'Nice.' })).statusCode).toBe(
      200,
    );
    const given = (await ledgerOf(db, cal.id)).filter(
      (entry) => entry.source === xpSource('feedback_given', loop.feedbackId),
    );
    expect(given).toEqual([]);
  });

  it('closes the owner’s review slot: the owner cannot review it any more and their challenge pays nothing', async () => {
    const dee = await verifiedPeer('Dee');
    const loop = await unreviewed(8);
    expect((await communityReview(dee, loop.feedbackId)).statusCode).toBe(200);
    expect((await review(app, loop.owner, loop.feedbackId, { rating: 5 })).statusCode).toBe(404);

    expect(
      (await call(app, 'POST', `/api/challenges/${loop.challengeId}/start`, loop.owner)).statusCode,
    ).toBe(200);
    const completed = await call(app, 'POST', `/api/challenges/${loop.challengeId}/complete`, loop.owner);
    expect(completed.statusCode).toBe(200);
    const ownerLedger = await ledgerOf(db, loop.owner.id);
    expect(
      ownerLedger.filter((entry) => entry.source === xpSource('challenge_completed', loop.challengeId)),
    ).toEqual([]);
  });

  it('lets the owner still review on day 8 while nobody else has: then it leaves the community list', async () => {
    const eve = await verifiedPeer('Eve');
    const loop = await unreviewed(8);
    expect((await review(app, loop.owner, loop.feedbackId, { rating: 4 })).statusCode).toBe(200);
    expect((await communityList(eve)).reviews.map((r) => r.id)).not.toContain(loop.feedbackId);
    expect((await communityReview(eve, loop.feedbackId)).statusCode).toBe(409);
  });

  it('pages the community list oldest first with a cursor', async () => {
    const fay = await verifiedPeer('Fay');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await unreviewed(0, `Page ${i}`)).feedbackId);
      clock += 1000;
    }
    clock += 8 * DAY_MS;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: CommunityReviewsResponse = await communityList(fay, query);
      expect(page.reviews.length).toBeLessThanOrEqual(2);
      seen.push(...page.reviews.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    const ours = seen.filter((id) => ids.includes(id));
    expect(ours).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
