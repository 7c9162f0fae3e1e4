import { REPLY_LIMITS, REPLY_MESSAGES, REVIEW_MESSAGES, type ReviewReply } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';
import { uploadPng } from '../../test/upload-image';

let clock = Date.parse('2026-10-01T09:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock });

const thread = (user: TestUser | undefined, reviewId: string) =>
  call(app, 'GET', `/api/feedback/${reviewId}/replies`, user);
const post = (user: TestUser | undefined, reviewId: string, body: unknown) =>
  call(app, 'POST', `/api/feedback/${reviewId}/replies`, user, { body });
const edit = (user: TestUser, replyId: string, body: unknown) =>
  call(app, 'PATCH', `/api/replies/${replyId}`, user, { body });
const remove = (user: TestUser, replyId: string) => call(app, 'DELETE', `/api/replies/${replyId}`, user);

async function posted(user: TestUser, reviewId: string, body: string): Promise<ReviewReply> {
  const response = await post(user, reviewId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ reply: ReviewReply }>().reply;
}

const repliesIn = (reviewId: string) =>
  db.selectFrom('review_replies').select(['body', 'author_id']).where('review_id', '=', reviewId).execute();

const replyNotices = (userId: string) =>
  db
    .selectFrom('notifications')
    .select(['text', 'href'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'review_reply')
    .execute();

/** A submitted review of `learner`'s teach-back by `reviewer` (the challenge's author). */
async function reviewed(options: { anonymous?: boolean; title?: string } = {}) {
  const reviewer = await buildUser(app, { name: 'Rita Reviewer' });
  const learner = await buildUser(app, { name: 'Leo Learner' });
  const stranger = await buildUser(app, { name: 'Sly Stranger' });
  const loop = await completedTeachback(app, db, reviewer, learner, { title: options.title ?? 'Heaps' });
  const submitted = await review(app, reviewer, loop.feedbackId, {
    rating: 4,
    comment: 'Good start.',
    anonymous: options.anonymous ?? false,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return { reviewer, learner, stranger, reviewId: loop.feedbackId };
}

describe('a review’s reply thread', () => {
  it('lets the learner and the reviewer write back and forth, oldest first, each reply named', async () => {
    const { reviewer, learner, reviewId } = await reviewed();
    expect((await thread(learner, reviewId)).json()).toEqual({ replies: [] });

    const question = await posted(learner, reviewId, '  Why a **heap** and not a sorted list?  ');
    clock += 1000;
    await posted(reviewer, reviewId, 'Inserts are `O(log n)`.');

    for (const [reader, mine] of [
      [learner, [true, false]],
      [reviewer, [false, true]],
    ] as const) {
      const replies = (await thread(reader, reviewId)).json<{ replies: ReviewReply[] }>().replies;
      expect(replies.map(({ author, body, mine }) => ({ author, body, mine }))).toEqual([
        { author: 'Leo Learner', body: 'Why a **heap** and not a sorted list?', mine: mine[0] },
        { author: 'Rita Reviewer', body: 'Inserts are `O(log n)`.', mine: mine[1] },
      ]);
    }
    expect(question).toMatchObject({
      editedAt: null,
      editableUntil: question.createdAt + REPLY_LIMITS.editWindowMs,
    });
    expect(JSON.stringify(question)).not.toContain(learner.id);
  });

  it('keeps an anonymous reviewer ‘A peer’ to the learner', async () => {
    const { reviewer, learner, reviewId } = await reviewed({ anonymous: true });
    await posted(reviewer, reviewId, 'Happy to explain.');
    const seen = await thread(learner, reviewId);
    expect(seen.json<{ replies: ReviewReply[] }>().replies[0]!.author).toBe(
      REVIEW_MESSAGES.anonymousReviewer,
    );
    expect(seen.body).not.toContain('Rita');
    expect(seen.body).not.toContain(reviewer.id);
    expect(await replyNotices(learner.id)).toEqual([
      { text: expect.stringMatching(/^A peer replied/), href: `/feedback?tab=received&replies=${reviewId}` },
    ]);
  });

  it('tells a stranger the thread does not exist, and a signed-out caller to sign in', async () => {
    const { learner, stranger, reviewId } = await reviewed();
    const reply = await posted(learner, reviewId, 'Only for us.');
    for (const response of [
      await thread(stranger, reviewId),
      await post(stranger, reviewId, 'Let me in'),
      await edit(stranger, reply.id, 'Mine now'),
      await remove(stranger, reply.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Only for us.');
    }
    expect((await thread(undefined, reviewId)).statusCode).toBe(401);
    expect((await post(undefined, reviewId, 'Hello')).statusCode).toBe(401);
    expect((await repliesIn(reviewId)).map((row) => row.body)).toEqual(['Only for us.']);
  });

  it('waits for the review to be submitted before anyone replies', async () => {
    const reviewer = await buildUser(app);
    const learner = await buildUser(app);
    const loop = await completedTeachback(app, db, reviewer, learner);
    const response = await post(learner, loop.feedbackId, 'Any news?');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(REPLY_MESSAGES.notReviewedYet);
    expect(await repliesIn(loop.feedbackId)).toEqual([]);
  });

  it('notifies the other party of each new reply, with a link to the thread', async () => {
    const { reviewer, learner, reviewId } = await reviewed({ title: 'Tries' });
    await posted(learner, reviewId, 'Thanks!');
    expect(await replyNotices(reviewer.id)).toEqual([
      {
        text: 'Leo Learner replied under the review of “Tries”',
        href: `/feedback/${reviewId}?replies=${reviewId}`,
      },
    ]);
    expect(await replyNotices(learner.id)).toEqual([]);
    await posted(reviewer, reviewId, 'You are welcome.');
    expect(await replyNotices(learner.id)).toEqual([
      {
        text: 'Rita Reviewer replied under the review of “Tries”',
        href: `/feedback?tab=received&replies=${reviewId}`,
      },
    ]);
  });

  it('refuses an empty, too long, invisible or non-text reply with a clear 400, writing nothing', async () => {
    const { learner, reviewId } = await reviewed();
    for (const [body, message] of [
      ['', REPLY_MESSAGES.bodyRequired],
      ['   \n\t ', REPLY_MESSAGES.bodyRequired],
      ['\u200b\u200d\ufeff\u3164', REPLY_MESSAGES.bodyInvisible],
      ['x'.repeat(REPLY_LIMITS.body + 1), REPLY_MESSAGES.bodyTooLong],
      [42, REPLY_MESSAGES.bodyInvalid],
    ] as const) {
      const response = await post(learner, reviewId, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 20)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    expect((await post(learner, reviewId, 'x'.repeat(REPLY_LIMITS.body))).statusCode).toBe(201);
    expect(await repliesIn(reviewId)).toHaveLength(1);
  });
});

describe('images in a reply', () => {
  it('embeds the author’s own uploads and refuses anyone else’s with a 400, writing nothing', async () => {
    const { reviewer, learner, reviewId } = await reviewed();
    const mine = await uploadPng(app, learner);
    const theirs = await uploadPng(app, reviewer);
    const refused = await post(learner, reviewId, `Look: ![diagram](${theirs.url})`);
    expect(refused.statusCode).toBe(400);
    expect(await repliesIn(reviewId)).toEqual([]);
    const reply = await posted(learner, reviewId, `Look: ![diagram](${mine.url})`);
    expect(reply.body).toContain(mine.url);
    expect((await edit(learner, reply.id, `Now: ![x](${theirs.url})`)).statusCode).toBe(400);
    expect((await repliesIn(reviewId)).map((row) => row.body)).toEqual([`Look: ![diagram](${mine.url})`]);
  });
});

describe('changing a reply', () => {
  it('lets its author edit it for 10 minutes, then refuses with 409 and keeps the text', async () => {
    const { reviewer, learner, reviewId } = await reviewed();
    const reply = await posted(learner, reviewId, 'First try.');
    clock += REPLY_LIMITS.editWindowMs - 1000;
    const edited = await edit(learner, reply.id, 'Second try.');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ reply: ReviewReply }>().reply).toMatchObject({
      body: 'Second try.',
      editedAt: clock,
    });

    const other = await edit(reviewer, reply.id, 'Not yours.');
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(REPLY_MESSAGES.notAuthor);

    clock += 2000;
    const late = await edit(learner, reply.id, 'Too late.');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(REPLY_MESSAGES.editWindowClosed);
    expect((await repliesIn(reviewId)).map((row) => row.body)).toEqual(['Second try.']);
    expect((await edit(learner, reply.id, '   ')).statusCode).toBe(400);
  });

  it('lets only its author delete it, at any time', async () => {
    const { reviewer, learner, reviewId } = await reviewed();
    const reply = await posted(reviewer, reviewId, 'Let me rephrase.');
    clock += REPLY_LIMITS.editWindowMs * 6;
    const byLearner = await remove(learner, reply.id);
    expect(byLearner.statusCode).toBe(403);
    expect(await repliesIn(reviewId)).toHaveLength(1);
    expect((await remove(reviewer, reply.id)).statusCode).toBe(204);
    expect(await repliesIn(reviewId)).toEqual([]);
    expect((await remove(reviewer, reply.id)).statusCode).toBe(404);
    expect((await thread(learner, reviewId)).json()).toEqual({ replies: [] });
  });
});
