import {
  COMMUNITY_REVIEW_AFTER_MS,
  COMMUNITY_REVIEW_MESSAGES,
  DAY_MS,
  PATH_MESSAGES,
  type CommunityReviewsResponse,
  type FeedbackListResponse,
  type LearnerReviewListResponse,
  type OpenReviewsResponse,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { hideItem, suspendUser } from '../../test/moderation-state';
import { reviewOpen, taughtUnasked } from '../../test/unasked-loop';
import { COURSES_USER_ID } from './courses-user';

let clock = Date.parse('2026-06-01T09:00:00Z');
const tick = () => (clock += 1000);
const { app, db } = await buildAppWith({ now: () => tick() });

const COURSE = 'intro-to-python';
const goodReview = { rating: 4, comment: 'Clear and correct, with a small example of each idea.' };

const openList = async (user: TestUser, cursor?: string) => {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const response = await call(app, 'GET', `/api/open-reviews${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json<OpenReviewsResponse>();
};

/** Every page of the list, following nextCursor. */
async function everyPage(user: TestUser): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await openList(user, cursor);
    ids.push(...page.reviews.map((review) => review.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

const pendingRow = (id: string) =>
  db
    .selectFrom('feedback_requests')
    .select(['status', 'reviewer_id', 'community', 'rating'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

// Each test signs up several people and walks the teach flow through the API: seconds when the machine is busy.
describe('Open for review', { timeout: 30_000 }, () => {
  it('lists explanations taught unasked, oldest first, with course and item, never the viewer’s own', async () => {
    const [ana, bo, viewer] = [
      await buildUser(app, { name: 'Ana' }),
      await buildUser(app, { name: 'Bo' }),
      await buildUser(app),
    ];
    const first = await taughtUnasked(app, db, ana, COURSE, 'variables');
    const second = await taughtUnasked(app, db, bo, COURSE, 'for-loops');
    const ids = await everyPage(viewer);
    expect(ids.indexOf(first.feedbackId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.feedbackId)).toBeLessThan(ids.indexOf(second.feedbackId));
    const row = (await openList(viewer)).reviews.find((review) => review.id === first.feedbackId);
    expect(row).toEqual({
      id: first.feedbackId,
      title: expect.any(String),
      course: COURSE,
      item: 'variables',
      learner: 'Ana',
      createdAt: expect.any(Number),
    });
    expect(await everyPage(ana)).not.toContain(first.feedbackId);
    expect(await everyPage(ana)).toContain(second.feedbackId);
  });

  it('pages by cursor without repeating or skipping, and refuses a cursor that is not one of ours', async () => {
    const author = await buildUser(app);
    const made: string[] = [];
    for (let index = 0; index < 22; index++) {
      made.push((await taughtUnasked(app, db, author, COURSE, 'while-loops')).feedbackId);
      // Completed, an explanation of the same item taught again is a new one.
    }
    const viewer = await buildUser(app);
    const ids = await everyPage(viewer);
    expect(new Set(ids).size).toBe(ids.length);
    const mine = ids.filter((id) => made.includes(id));
    expect(mine).toEqual(made);
    const bad = await call(app, 'GET', '/api/open-reviews?cursor=not-a-cursor', viewer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(PATH_MESSAGES.cursorInvalid);
  });

  it('leaves out a blocked pair, a hidden explanation, a suspended author, and offers none to an unverified address', async () => {
    const [blocked, hidden, suspended, viewer] = [
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
    ];
    const ofBlocked = await taughtUnasked(app, db, blocked, COURSE, 'functions');
    const ofHidden = await taughtUnasked(app, db, hidden, COURSE, 'functions');
    const ofSuspended = await taughtUnasked(app, db, suspended, COURSE, 'functions');
    expect(await everyPage(viewer)).toEqual(
      expect.arrayContaining([ofBlocked.feedbackId, ofHidden.feedbackId, ofSuspended.feedbackId]),
    );
    expect((await call(app, 'POST', '/api/blocks', blocked, { userId: viewer.id })).statusCode).toBe(200);
    await hideItem(db, 'teachback', ofHidden.teachbackId, 'spam');
    await suspendUser(db, suspended.id);
    const seen = await everyPage(viewer);
    for (const id of [ofBlocked.feedbackId, ofHidden.feedbackId, ofSuspended.feedbackId]) {
      expect(seen).not.toContain(id);
    }
    // The blocked pair cannot review it either: it does not exist for them.
    expect((await reviewOpen(app, viewer, ofBlocked.feedbackId, goodReview)).statusCode).toBe(404);

    const unverified = await buildUser(app, { verified: false });
    expect(await openList(unverified)).toEqual({ reviews: [], nextCursor: null });
    expect((await reviewOpen(app, unverified, ofHidden.feedbackId, goodReview)).statusCode).toBe(404);
  });

  it('is for signed-in students only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/open-reviews' });
    expect(response.statusCode).toBe(401);
  });
});

describe('reviewing an explanation taught unasked', { timeout: 30_000 }, () => {
  it('is open at once to any verified student, with the ordinary sheet; the reviewer becomes its reviewer', async () => {
    const [author, reviewer] = [await buildUser(app, { name: 'Ana' }), await buildUser(app, { name: 'Rui' })];
    const { feedbackId } = await taughtUnasked(app, db, author, COURSE, 'data-types');
    // No topic verified, no 7-day wait.
    const panel = await call(app, 'GET', `/api/feedback/community/${feedbackId}`, reviewer);
    expect(panel.statusCode).toBe(200);
    expect(panel.json().feedback).toMatchObject({ id: feedbackId, status: 'pending' });
    expect(panel.json().feedback.teachbackNotes).toEqual(expect.any(String));

    const submitted = await reviewOpen(app, reviewer, feedbackId, {
      ...goodReview,
      rubric: { clarity: 4, accuracy: 5, examples: 3 },
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().feedback).toMatchObject({
      status: 'completed',
      rating: 4,
      reviewerId: reviewer.id,
      rubric: { clarity: 4, accuracy: 5, examples: 3 },
    });
    expect(await pendingRow(feedbackId)).toEqual({
      status: 'completed',
      reviewer_id: reviewer.id,
      community: 1,
      rating: 4,
    });
    // The author sees it received under the reviewer's name; it leaves the list and sits in the reviewer's
    // To give, where they may revise it.
    const received = await call(app, 'GET', '/api/feedback/received', author);
    expect(received.json<LearnerReviewListResponse>().reviews).toEqual([
      expect.objectContaining({ id: feedbackId, reviewer: 'Rui', rating: 4 }),
    ]);
    expect(await everyPage(reviewer)).not.toContain(feedbackId);
    const toGive = (await call(app, 'GET', '/api/feedback', reviewer)).json<FeedbackListResponse>().feedback;
    expect(toGive.map((review) => review.id)).toContain(feedbackId);
    const revised = await call(app, 'PUT', `/api/feedback/${feedbackId}/review`, reviewer, {
      ...goodReview,
      rating: 5,
    });
    expect(revised.statusCode).toBe(200);
  });

  it('lets exactly one of two reviewers win; the other is told it was reviewed (409)', async () => {
    const [author, first, second] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const { feedbackId } = await taughtUnasked(app, db, author, COURSE, 'if-statements');
    const answers = await Promise.all([
      reviewOpen(app, first, feedbackId, goodReview),
      reviewOpen(app, second, feedbackId, goodReview),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(lost.json().error.message).toBe(COMMUNITY_REVIEW_MESSAGES.alreadyReviewed);
    const winner = answers[0].statusCode === 200 ? first : second;
    expect((await pendingRow(feedbackId)).reviewer_id).toBe(winner.id);
  });

  it('refuses its author (403) and bad input (400), writing nothing', async () => {
    const [author, reviewer] = [await buildUser(app), await buildUser(app)];
    const { feedbackId } = await taughtUnasked(app, db, author, COURSE, 'return-vs-print');
    const own = await reviewOpen(app, author, feedbackId, goodReview);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(COMMUNITY_REVIEW_MESSAGES.ownTeachback);
    for (const body of [{ rating: 0 }, { rating: 6 }, { comment: 'No stars' }]) {
      expect((await reviewOpen(app, reviewer, feedbackId, body)).statusCode).toBe(400);
    }
    expect(await pendingRow(feedbackId)).toEqual({
      status: 'pending',
      reviewer_id: COURSES_USER_ID,
      community: 0,
      rating: null,
    });
  });

  it('also reaches a peer with the topic verified through the usual community list after 7 days', async () => {
    const [author, peer] = [await buildUser(app), await buildUser(app)];
    const { feedbackId } = await taughtUnasked(app, db, author, COURSE, 'what-a-program-is');
    const { topic } = await db
      .selectFrom('feedback_requests')
      .select('topic')
      .where('id', '=', feedbackId)
      .executeTakeFirstOrThrow();
    await db.insertInto('verified_skills').values({ user_id: peer.id, topic, verified_at: clock }).execute();
    const community = async () =>
      (await call(app, 'GET', '/api/feedback/community', peer)).json<CommunityReviewsResponse>().reviews;
    expect((await community()).map((review) => review.id)).not.toContain(feedbackId);
    clock += COMMUNITY_REVIEW_AFTER_MS + DAY_MS;
    expect((await community()).map((review) => review.id)).toContain(feedbackId);
    expect((await reviewOpen(app, peer, feedbackId, goodReview)).statusCode).toBe(200);
  });
});
