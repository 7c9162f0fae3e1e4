import { CIRCLE_MESSAGES, DAY_MS, type CircleDetail, type CommunityReviewsResponse } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildCircle, circleAction } from '../../test/circles';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';

let clock = Date.parse('2026-06-01T09:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock, random: () => 0 });

const block = (user: TestUser, other: TestUser) =>
  call(app, 'POST', '/api/blocks', user, { userId: other.id });
const unblock = (user: TestUser, other: TestUser) => call(app, 'DELETE', `/api/blocks/${other.id}`, user);
const bodiesSeenBy = async (user: TestUser, reviewId: string) => {
  const response = await call(app, 'GET', `/api/feedback/${reviewId}/replies`, user);
  expect(response.statusCode).toBe(200);
  return response.json<{ replies: { body: string }[] }>().replies.map((reply) => reply.body);
};
const postReply = async (user: TestUser, reviewId: string, body: string) => {
  clock += 1000;
  const response = await call(app, 'POST', `/api/feedback/${reviewId}/replies`, user, { body });
  expect(response.statusCode).toBe(201);
};
const unreadOf = async (user: TestUser) =>
  (await call(app, 'GET', '/api/notifications/unread', user)).json<{ unread: number }>().unread;

describe('a blocked pair does not see each other', { timeout: 60_000 }, () => {
  it('replies: each side sees only their own, either way, and unblocking restores them', async () => {
    const [owner, learner] = [await buildUser(app, { name: 'Owen' }), await buildUser(app, { name: 'Lea' })];
    const loop = await completedTeachback(app, db, owner, learner, { title: 'Graphs' });
    expect((await review(app, owner, loop.feedbackId, { rating: 5, comment: 'Nice.' })).statusCode).toBe(200);
    const written = new Map<TestUser, string[]>([
      [learner, ['Thanks!']],
      [owner, ['Welcome.']],
    ]);
    await postReply(learner, loop.feedbackId, 'Thanks!');
    await postReply(owner, loop.feedbackId, 'Welcome.');
    const everything = async () => bodiesSeenBy(owner, loop.feedbackId);

    for (const [blocker, blocked] of [
      [owner, learner],
      [learner, owner],
    ] as const) {
      expect((await block(blocker, blocked)).statusCode).toBe(200);
      expect(await bodiesSeenBy(owner, loop.feedbackId)).toEqual(written.get(owner));
      expect(await bodiesSeenBy(learner, loop.feedbackId)).toEqual(written.get(learner));
      // A reply posted across the block is answered as any other, but the other side is neither shown nor told.
      const unread = await unreadOf(blocker);
      await postReply(blocked, loop.feedbackId, `Still there? ${blocked.id}`);
      written.get(blocked)!.push(`Still there? ${blocked.id}`);
      expect(await bodiesSeenBy(blocker, loop.feedbackId)).toEqual(written.get(blocker));
      expect(await bodiesSeenBy(blocked, loop.feedbackId)).toEqual(written.get(blocked));
      expect(await unreadOf(blocker)).toBe(unread);
      expect((await unblock(blocker, blocked)).statusCode).toBe(204);
      expect(await everything()).toHaveLength(written.get(owner)!.length + written.get(learner)!.length);
    }
  });

  it('join requests: the owner never sees one from a person they blocked, who is answered as usual', async () => {
    const owner = await buildUser(app, { name: 'Ola' });
    const [blocked, blocker, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const circle = await buildCircle(app, owner, { name: `Quiet ${clock}`, privacy: 'private' });
    expect((await block(owner, blocked)).statusCode).toBe(200);
    expect((await block(blocker, owner)).statusCode).toBe(200);
    const unread = await unreadOf(owner);
    for (const asker of [blocked, stranger]) {
      const response = await circleAction(app, asker, circle.id, 'requests');
      expect(response.statusCode).toBe(201);
      expect(response.json().circle.membership).toBe('pending');
    }
    // Who blocked the owner is told why instead: the block is their own, so saying so reveals nothing.
    const own = await circleAction(app, blocker, circle.id, 'requests');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(CIRCLE_MESSAGES.ownerBlocked);
    const detail = (await call(app, 'GET', `/api/circles/${circle.id}`, owner)).json<CircleDetail>();
    expect(detail.requests.map((request) => request.userId)).toEqual([stranger.id]);
    // Only the stranger's request told the owner.
    expect(await unreadOf(owner)).toBe(unread + 1);
  });

  it('community review: neither side is offered the other’s teach-back, nor may open it', async () => {
    const topic = 'Dynamic programming';
    const verified = async (name: string) => {
      const peer = await buildUser(app, { name });
      for (const owner of [await buildUser(app), await buildUser(app)]) {
        const loop = await completedTeachback(app, db, owner, peer, { title: `${name} ${topic}`, topic });
        expect((await review(app, owner, loop.feedbackId, { rating: 4 })).statusCode).toBe(200);
      }
      return peer;
    };
    const [vera, walt] = [await verified('Vera'), await verified('Walt')];
    const [owner, learner] = [await buildUser(app), await buildUser(app, { name: 'Lin' })];
    const loop = await completedTeachback(app, db, owner, learner, { title: 'Knapsack', topic });
    clock += 8 * DAY_MS;
    expect((await block(vera, learner)).statusCode).toBe(200);
    expect((await block(learner, walt)).statusCode).toBe(200);
    for (const peer of [vera, walt]) {
      const list = (await call(app, 'GET', '/api/feedback/community', peer)).json<CommunityReviewsResponse>();
      expect(list.reviews.map((row) => row.id)).not.toContain(loop.feedbackId);
      const opened = await call(app, 'GET', `/api/feedback/community/${loop.feedbackId}`, peer);
      expect(opened.statusCode).toBe(404);
      expect(opened.json().error.message).toBe('Feedback not found.');
      const written = await call(app, 'PUT', `/api/feedback/community/${loop.feedbackId}/review`, peer, {
        rating: 5,
        comment: 'Clear steps and a worked example.',
      });
      expect(written.statusCode).toBe(404);
    }
    // Unblocked, Vera is offered it again.
    expect((await unblock(vera, learner)).statusCode).toBe(204);
    const again = (await call(app, 'GET', '/api/feedback/community', vera)).json<CommunityReviewsResponse>();
    expect(again.reviews.map((row) => row.id)).toContain(loop.feedbackId);
  });
});
