import { CONTENT_REMOVAL_TEXTS, type LearnerReview, type ReviewReply } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, EXPLANATION, review } from '../../test/learning-loop';
import { hideItem, liftSuspension, suspendUser, unhideItem } from '../../test/moderation-state';

/*
 * What a moderator's hide and an account's suspension take away from each reader of a review,
 * its reply thread and the explanation it reviews. The state is set directly (test/moderation-state.ts).
 */

const { app, db } = await buildAppWith({});

/** A submitted 4-star review by `reviewer` (the challenge's owner) of `learner`'s teach-back, with one reply each. */
async function reviewed() {
  const reviewer = await buildUser(app, { name: 'Rita Reviewer' });
  const learner = await buildUser(app, { name: 'Leo Learner' });
  const stranger = await buildUser(app, { name: 'Sly Stranger' });
  const loop = await completedTeachback(app, db, reviewer, learner, { title: 'Heaps' });
  const submitted = await review(app, reviewer, loop.feedbackId, {
    rating: 4,
    comment: 'Clear and careful.',
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  for (const [author, body] of [
    [learner, 'Thanks!'],
    [reviewer, 'You are welcome.'],
  ] as const) {
    const posted = await call(app, 'POST', `/api/feedback/${loop.feedbackId}/replies`, author, { body });
    expect(posted.statusCode, posted.body).toBe(201);
  }
  return { reviewer, learner, stranger, ...loop };
}

async function received(learner: TestUser, reviewId: string): Promise<LearnerReview> {
  const response = await call(app, 'GET', '/api/feedback/received', learner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ reviews: LearnerReview[] }>().reviews.find((item) => item.id === reviewId)!;
}

async function givenDetail(reviewer: TestUser, reviewId: string) {
  const response = await call(app, 'GET', `/api/feedback/${reviewId}`, reviewer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().feedback;
}

async function thread(reader: TestUser, reviewId: string): Promise<ReviewReply[]> {
  const response = await call(app, 'GET', `/api/feedback/${reviewId}/replies`, reader);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ replies: ReviewReply[] }>().replies;
}

async function exported(user: TestUser, table: 'reviewsReceived' | 'teachbacksAssigned', id: string) {
  const response = await call(app, 'GET', '/api/account/export', user);
  expect(response.statusCode).toBe(200);
  const body = JSON.parse(response.body);
  return body[table].find((row: { id: string }) => row.id === id);
}
const exportedReview = (user: TestUser, reviewId: string) => exported(user, 'reviewsReceived', reviewId);

const REMOVED = { reason: null };

/** A review's stars and comment, and whether it carries a removed mark at all (absent while shown). */
const shown = (item: LearnerReview) => [item.rating, item.comment, 'removed' in item];

describe('a hidden review', { timeout: 30_000 }, () => {
  it('is “Removed by a moderator” to the learner, blank in their lists and export; its reviewer sees why', async () => {
    const { reviewer, learner, stranger, feedbackId } = await reviewed();
    await hideItem(db, 'review', feedbackId, 'Insults the learner');

    const seen = await received(learner, feedbackId);
    expect(seen).toMatchObject({ rating: null, comment: null, removed: REMOVED });
    expect(seen.rubric).toEqual({ clarity: null, accuracy: null, examples: null });
    const exported = await exportedReview(learner, feedbackId);
    expect(exported).toMatchObject({
      rating: null,
      comment: CONTENT_REMOVAL_TEXTS.removed,
      hidden_reason: null,
    });

    const own = await givenDetail(reviewer, feedbackId);
    expect(own).toMatchObject({
      rating: 4,
      comment: 'Clear and careful.',
      removed: { reason: 'Insults the learner' },
    });

    // A stranger still finds nothing at all.
    expect((await call(app, 'GET', `/api/feedback/${feedbackId}`, stranger)).statusCode).toBe(404);

    await unhideItem(db, 'review', feedbackId);
    expect(shown(await received(learner, feedbackId))).toEqual([4, 'Clear and careful.', false]);
  });

  it('hides one reply from the other party, not from its author', async () => {
    const { reviewer, learner, feedbackId } = await reviewed();
    const [learnerReply] = await thread(learner, feedbackId);
    await hideItem(db, 'reply', learnerReply!.id, 'Spam link');

    const [toReviewer, second] = await thread(reviewer, feedbackId);
    expect(toReviewer).toMatchObject({ body: '', removed: REMOVED });
    expect([second!.body, 'removed' in second!]).toEqual(['You are welcome.', false]);
    const [toAuthor] = await thread(learner, feedbackId);
    expect(toAuthor).toMatchObject({ body: 'Thanks!', removed: { reason: 'Spam link' } });
  });
});

describe('a hidden teach-back explanation', { timeout: 30_000 }, () => {
  it('is blank to the requester reviewing it and on their challenge, and whole to its author', async () => {
    const { reviewer, learner, feedbackId, challengeId, teachbackId } = await reviewed();
    await hideItem(db, 'teachback', teachbackId, 'Copied from a textbook');

    expect(await givenDetail(reviewer, feedbackId)).toMatchObject({
      teachbackNotes: '',
      teachbackRemoved: REMOVED,
    });
    const teacher = (await call(app, 'GET', `/api/challenges/${challengeId}/teacher`, reviewer)).json()
      .teacher;
    expect(teacher).toMatchObject({ explanation: null, explanationRemoved: REMOVED });

    const own = (await call(app, 'GET', `/api/teachbacks/${teachbackId}`, learner)).json().teachback;
    expect(own).toMatchObject({ notes: EXPLANATION, removed: { reason: 'Copied from a textbook' } });
  });
});

describe('a hidden challenge', { timeout: 30_000 }, () => {
  it('takes its prompt off the assignee’s work page and list; its owner sees why', async () => {
    const { reviewer, learner, challengeId, teachbackId } = await reviewed();
    await hideItem(db, 'challenge', challengeId, 'Asks for exam answers');

    const assigned = (await call(app, 'GET', `/api/teachbacks/${teachbackId}`, learner)).json().teachback;
    expect(assigned).toMatchObject({ prompt: '', promptRemoved: REMOVED });
    const listed = (await call(app, 'GET', '/api/teachbacks?limit=50', learner)).json<{
      teachbacks: { id: string; prompt: string; promptRemoved?: unknown }[];
    }>().teachbacks;
    expect(listed.find((teachback) => teachback.id === teachbackId)).toMatchObject({
      prompt: '',
      promptRemoved: REMOVED,
    });
    expect((await exported(learner, 'teachbacksAssigned', teachbackId)).prompt).toBe(
      CONTENT_REMOVAL_TEXTS.removed,
    );
    const own = (await call(app, 'GET', `/api/challenges/${challengeId}`, reviewer)).json().challenge;
    expect(own).toMatchObject({ title: 'Heaps', removed: { reason: 'Asks for exam answers' } });

    await unhideItem(db, 'challenge', challengeId);
    const restored = (await call(app, 'GET', `/api/teachbacks/${teachbackId}`, learner)).json().teachback;
    expect(restored.prompt).not.toBe('');
    expect(restored.promptRemoved).toBeUndefined();
    const relisted = (await call(app, 'GET', '/api/teachbacks?limit=50', learner)).json<{
      teachbacks: { id: string; prompt: string }[];
    }>().teachbacks;
    expect(relisted.find((teachback) => teachback.id === teachbackId)?.prompt).toBe(restored.prompt);
    expect((await exported(learner, 'teachbacksAssigned', teachbackId)).prompt).toBe(restored.prompt);
  });
});

describe('a suspended reviewer', { timeout: 30_000 }, () => {
  it('has their review and replies removed for the learner while suspended; lifting restores them', async () => {
    const { reviewer, learner, feedbackId } = await reviewed();
    await suspendUser(db, reviewer.id);

    expect(await received(learner, feedbackId)).toMatchObject({
      rating: null,
      comment: null,
      removed: REMOVED,
    });
    const replies = await thread(learner, feedbackId);
    expect(replies.map((reply) => [reply.body, reply.removed ?? 'shown'])).toEqual([
      ['Thanks!', 'shown'],
      ['', REMOVED],
    ]);
    expect((await exportedReview(learner, feedbackId)).comment).toBe(CONTENT_REMOVAL_TEXTS.removed);

    await liftSuspension(db, reviewer.id);
    expect(shown(await received(learner, feedbackId))).toEqual([4, 'Clear and careful.', false]);
    expect((await thread(learner, feedbackId)).map((reply) => reply.body)).toEqual([
      'Thanks!',
      'You are welcome.',
    ]);
    expect((await exportedReview(learner, feedbackId)).comment).toBe('Clear and careful.');
  });
});
