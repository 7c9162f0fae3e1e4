import {
  LEARNING_LIMITS,
  LEARNING_MESSAGES,
  NOTIFICATION_TEXTS,
  REVISION_MESSAGES,
  type FeedbackDetailResponse,
  type TeachbackContext,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, learningRows, type TestUser } from '../../test/factories';
import { completedTeachback, EXPLANATION, ledgerOf, review } from '../../test/learning-loop';

// A low limit so the rate limit is tested too; every other test here stays well under it.
const { app, db, config } = await buildTestApp({ REVIEW_RATE_LIMIT: '6' });
const owner = await buildUser(app);
const learner = await buildUser(app);
const stranger = await buildUser(app);

const REVISED = `${EXPLANATION} Revised: the midpoint is low + (high - low) / 2, which never overflows.`;
const revise = (user: TestUser | undefined, id: string, body: unknown = { notes: REVISED }) =>
  call(app, 'POST', `/api/teachbacks/${id}/revision`, user, body);
const contextOf = async (id: string) =>
  (await call(app, 'GET', `/api/teachbacks/${id}/context`, learner)).json<{ context: TeachbackContext }>()
    .context;
const revisedNotices = (userId: string) =>
  db
    .selectFrom('notifications')
    .select(['text', 'href'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'explanation_revised')
    .execute();

// One reviewed teach-back shared by the tests below (each revision counts against the limit of 6).
const loop = await completedTeachback(app, db, owner, learner, { title: 'Binary search' });
await review(app, owner, loop.feedbackId, { rating: 4, comment: 'Say why the midpoint can overflow.' });

describe(`revising a completed explanation (${config.database.kind})`, () => {
  it('shows the assignee the challenge title and the review beside their teach-back', async () => {
    const context = await contextOf(loop.teachbackId);
    expect(context).toMatchObject({
      title: 'Binary search',
      topic: 'Algorithms',
      level: 'Intermediate',
      revisedAt: null,
      pathItem: null,
      publish: false,
      published: false,
    });
    expect(context.review).toMatchObject({ rating: 4, comment: 'Say why the midpoint can overflow.' });
    for (const who of [owner, stranger]) {
      const response = await call(app, 'GET', `/api/teachbacks/${loop.teachbackId}/context`, who);
      expect(response.statusCode).toBe(404);
    }
  });

  it('names the path item it explains, the author’s publish choice and whether the library holds it', async () => {
    const other = await completedTeachback(app, db, owner, learner, { title: 'Two pointers' });
    await db
      .updateTable('challenges')
      .set({ path_item: 'algorithms/two-pointers' })
      .where('id', '=', other.challengeId)
      .execute();
    await db.updateTable('teachbacks').set({ publish: 1 }).where('id', '=', other.teachbackId).execute();
    expect(await contextOf(other.teachbackId)).toMatchObject({
      pathItem: 'algorithms/two-pointers',
      publish: true,
      published: false,
    });
    await db
      .insertInto('published_explanations')
      .values({
        teachback_id: other.teachbackId,
        author_id: learner.id,
        course: 'algorithms',
        item: 'two-pointers',
        title: 'Two pointers',
        prompt: 'Explain two pointers.',
        body: EXPLANATION,
        stars: 4,
        published_at: Date.now(),
      })
      .execute();
    expect(await contextOf(other.teachbackId)).toMatchObject({ publish: true, published: true });
  });

  it('publishes the revision, tells the reviewer, shows them the date, and pays no XP again', async () => {
    const ledgers = { learner: await ledgerOf(db, learner.id), owner: await ledgerOf(db, owner.id) };
    const response = await revise(learner, loop.teachbackId);
    expect(response.statusCode).toBe(200);
    expect(response.json().teachback).toMatchObject({ status: 'completed', notes: REVISED });

    const { revisedAt } = await contextOf(loop.teachbackId);
    expect(revisedAt).toEqual(expect.any(Number));
    const detail = (
      await call(app, 'GET', `/api/feedback/${loop.feedbackId}`, owner)
    ).json<FeedbackDetailResponse>();
    expect(detail.feedback).toMatchObject({ teachbackNotes: REVISED, teachbackRevisedAt: revisedAt });
    const { learner: learnerName } = await db
      .selectFrom('feedback_requests')
      .select('learner')
      .where('id', '=', loop.feedbackId)
      .executeTakeFirstOrThrow();
    expect(await revisedNotices(owner.id)).toEqual([
      {
        text: NOTIFICATION_TEXTS.explanationRevised(learnerName, 'Binary search'),
        href: `/feedback/${loop.feedbackId}`,
      },
    ]);
    expect(await ledgerOf(db, learner.id)).toEqual(ledgers.learner);
    expect(await ledgerOf(db, owner.id)).toEqual(ledgers.owner);
  });

  it('refuses anyone but the assignee as if it did not exist, and changes nothing', async () => {
    const before = await learningRows(db);
    for (const who of [owner, stranger]) {
      const response = await revise(who, loop.teachbackId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(LEARNING_MESSAGES.teachbackNotFound);
    }
    expect((await revise(undefined, loop.teachbackId)).statusCode).toBe(401);
    expect(await learningRows(db)).toEqual(before);
  });

  it('refuses a teach-back that is not completed (409) and bad notes (400), writing nothing', async () => {
    const open = await buildChallenge(app, owner, { title: 'Recursion' });
    const openId = open.teachback!.id;
    // Only the learner and the stranger can be given it: the owner is never their own teacher.
    const assignee = [learner, stranger].find((user) => user.id === open.teachback!.assigneeId)!;
    const before = await learningRows(db);
    const response = await revise(assignee, openId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(REVISION_MESSAGES.notCompleted);
    const short = await revise(learner, loop.teachbackId, { notes: 'Too short to explain anything.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(LEARNING_MESSAGES.teachbackTooShort);
    for (const body of [{}, { notes: 42 }, { notes: 'x'.repeat(LEARNING_LIMITS.notes + 1) }]) {
      expect((await revise(learner, loop.teachbackId, body)).statusCode).toBe(400);
    }
    expect(await learningRows(db)).toEqual(before);
  });

  it('limits how often one may revise in an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await revise(learner, loop.teachbackId)).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 429).every((status) => status === 200)).toBe(true);
  });
});
