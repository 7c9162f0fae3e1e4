import { DAY_MS, GENERIC_MESSAGES, REVIEW_LIMITS, REVIEW_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call, learningRows } from '../../test/factories';
import { completedTeachback, markHelpful, review } from '../../test/learning-loop';

const { app, db } = await buildTestApp();
const owner = await buildUser(app, { name: 'Olga Owner' });
const learner = await buildUser(app, { name: 'Lin Learner' });
const stranger = await buildUser(app);
const notFound = { error: { code: 'not_found', message: REVIEW_MESSAGES.notFound } };

function freshRequest(title = 'Recursion', topic = 'Algorithms') {
  return completedTeachback(app, db, owner, learner, { title, topic });
}

/** Everything a review could change: the learning tables, the ledger and the profiles' XP. */
async function everything() {
  const [rows, ledger, profiles] = await Promise.all([
    learningRows(db),
    db.selectFrom('xp_ledger').selectAll().orderBy('id').execute(),
    db.selectFrom('profiles').select(['id', 'xp']).orderBy('id').execute(),
  ]);
  return { rows, ledger, profiles };
}

describe('GET /api/feedback/:id (the reviewer’s side panel)', () => {
  it('answers the reviewer with what is reviewed: title, topic, learner, the teach-back notes, points', async () => {
    const { teachbackId, feedbackId } = await completedTeachback(app, db, owner, learner, {
      title: 'Queues',
      topic: 'Data structures',
    });
    await db
      .updateTable('teachbacks')
      .set({ notes: 'First in, first out.' })
      .where('id', '=', teachbackId)
      .execute();
    const response = await call(app, 'GET', `/api/feedback/${feedbackId}`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().feedback).toEqual({
      id: feedbackId,
      reviewerId: owner.id,
      learnerId: learner.id,
      learner: 'Lin Learner',
      teachbackId,
      title: 'Queues',
      topic: 'Data structures',
      teachbackNotes: 'First in, first out.',
      teachbackRevisedAt: null,
      points: 10,
      status: 'pending',
      rating: null,
      rubric: { clarity: null, accuracy: null, examples: null },
      comment: null,
      anonymous: false,
      helpful: false,
      completedAt: null,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
      dueAt: response.json().feedback.createdAt + 3 * DAY_MS,
      // The owner's rating will complete their challenge: the review sheet says so.
      completesChallenge: true,
    });
  });

  it('refuses the learner with 403 and the spec’s text; a stranger and a missing id get 404', async () => {
    const { feedbackId } = await freshRequest();
    const asLearner = await call(app, 'GET', `/api/feedback/${feedbackId}`, learner);
    expect(asLearner.statusCode).toBe(403);
    expect(asLearner.json()).toEqual({
      error: { code: 'permission_denied', message: REVIEW_MESSAGES.noPermission },
    });
    const asStranger = await call(app, 'GET', `/api/feedback/${feedbackId}`, stranger);
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json()).toEqual(notFound);
    const missing = await call(app, 'GET', '/api/feedback/no-such-id', owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(notFound);
  });

  it('asks for a session first', async () => {
    const response = await call(app, 'GET', '/api/feedback/anything');
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/feedback/:id/review', () => {
  it('submits: status completed, stars, rubric, trimmed comment, anonymity, completedAt; activity for the reviewer', async () => {
    const { feedbackId } = await freshRequest('Graphs');
    const before = Date.now();
    const response = await review(app, owner, feedbackId, {
      rating: 4,
      rubric: { clarity: 5, accuracy: 3 },
      comment: '  Good examples.  ',
      anonymous: true,
    });
    expect(response.statusCode).toBe(200);
    const { feedback } = response.json();
    expect(feedback).toMatchObject({
      id: feedbackId,
      status: 'completed',
      rating: 4,
      rubric: { clarity: 5, accuracy: 3, examples: null },
      comment: 'Good examples.',
      anonymous: true,
    });
    expect(feedback.completedAt).toBeGreaterThanOrEqual(before);
    expect((await call(app, 'GET', `/api/feedback/${feedbackId}`, owner)).json().feedback).toEqual(feedback);
    const entries = await db.selectFrom('activity').selectAll().where('user_id', '=', owner.id).execute();
    expect(entries.filter((entry) => entry.text === 'Gave feedback on “Graphs” for Lin Learner')).toEqual([
      expect.objectContaining({ type: 'feedback' }),
    ]);
  });

  it('a revision keeps the first completedAt and replaces the rest (what it leaves out is cleared)', async () => {
    const { feedbackId } = await freshRequest();
    const first = (
      await review(app, owner, feedbackId, { rating: 2, rubric: { examples: 2 }, comment: 'Hm.' })
    ).json();
    const second = (await review(app, owner, feedbackId, { rating: 5 })).json();
    expect(second.feedback).toMatchObject({
      rating: 5,
      rubric: { clarity: null, accuracy: null, examples: null },
      comment: null,
      anonymous: false,
      completedAt: first.feedback.completedAt,
    });
  });

  it('refuses the learner (403) and a stranger (404), writing nothing', async () => {
    const { feedbackId } = await freshRequest();
    const before = await everything();
    const asLearner = await review(app, learner, feedbackId, { rating: 5 });
    expect(asLearner.json()).toEqual({
      error: { code: 'permission_denied', message: REVIEW_MESSAGES.noPermission },
    });
    const asStranger = await review(app, stranger, feedbackId, { rating: 5 });
    expect(asStranger.json()).toEqual(notFound);
    expect((await review(app, owner, 'missing', { rating: 5 })).json()).toEqual(notFound);
    expect(await everything()).toEqual(before);
  });

  const tooLong = 'x'.repeat(REVIEW_LIMITS.comment + 1);
  it.each([
    [{ rating: 6 }, REVIEW_MESSAGES.ratingInvalid],
    [{ rating: -1 }, REVIEW_MESSAGES.ratingInvalid],
    [{ rating: 2.5 }, REVIEW_MESSAGES.ratingInvalid],
    [{ rating: '5' }, REVIEW_MESSAGES.ratingInvalid],
    [{ rating: null }, REVIEW_MESSAGES.ratingRequired],
    [{}, REVIEW_MESSAGES.ratingRequired],
    [{ rating: 0 }, REVIEW_MESSAGES.ratingRequired],
    [{ rating: 4, rubric: { clarity: 0 } }, REVIEW_MESSAGES.rubricInvalid],
    [{ rating: 4, rubric: { accuracy: 6 } }, REVIEW_MESSAGES.rubricInvalid],
    [{ rating: 4, rubric: { examples: 4.5 } }, REVIEW_MESSAGES.rubricInvalid],
    [{ rating: 4, rubric: { clarity: '3' } }, REVIEW_MESSAGES.rubricInvalid],
    [{ rating: 4, rubric: { depth: 3 } }, REVIEW_MESSAGES.rubricInvalid],
    [{ rating: 4, rubric: 'great' }, REVIEW_MESSAGES.rubricInvalid],
    [{ rating: 4, comment: tooLong }, REVIEW_MESSAGES.commentTooLong],
    [{ rating: 4, comment: 42 }, REVIEW_MESSAGES.commentInvalid],
    [{ rating: 4, anonymous: 'yes' }, REVIEW_MESSAGES.anonymousInvalid],
  ])('%j → 400 %j, nothing written', async (body, message) => {
    const { feedbackId } = await freshRequest();
    await review(app, owner, feedbackId, { rating: 3 });
    const before = await everything();
    const response = await review(app, owner, feedbackId, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_argument', message } });
    expect(await everything()).toEqual(before);
  });

  it('a bad first submission leaves the request pending and awards nothing', async () => {
    const { feedbackId } = await freshRequest();
    const before = await everything();
    expect((await review(app, owner, feedbackId, { rating: 7 })).statusCode).toBe(400);
    expect(await everything()).toEqual(before);
    const detail = (await call(app, 'GET', `/api/feedback/${feedbackId}`, owner)).json().feedback;
    expect(detail).toMatchObject({ status: 'pending', rating: null });
  });
});

describe('POST /api/feedback/:id/helpful', () => {
  it('is the learner’s alone: the reviewer gets 403, a stranger 404; a pending review 409', async () => {
    const { feedbackId } = await freshRequest();
    const pending = await markHelpful(app, learner, feedbackId);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({
      error: { code: 'conflict', message: REVIEW_MESSAGES.helpfulNotReviewed },
    });
    await review(app, owner, feedbackId, { rating: 4 });
    const before = await everything();
    const asReviewer = await markHelpful(app, owner, feedbackId);
    expect(asReviewer.statusCode).toBe(403);
    expect(asReviewer.json()).toEqual({
      error: { code: 'permission_denied', message: GENERIC_MESSAGES.permissionDenied },
    });
    expect((await markHelpful(app, stranger, feedbackId)).json()).toEqual(notFound);
    expect((await markHelpful(app, learner, 'missing')).json()).toEqual(notFound);
    expect(await everything()).toEqual(before);
    const marked = await markHelpful(app, learner, feedbackId);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().review).toMatchObject({ id: feedbackId, helpful: true, reviewer: 'Olga Owner' });
  });
});

describe('the learner’s tabs and the counts', () => {
  it('Received lists submitted reviews, Requests every request; counts match; each user sees their own', async () => {
    const reviewer = await buildUser(app, { name: 'Rae' });
    const me = await buildUser(app, { name: 'Mo' });
    const waiting = await completedTeachback(app, db, reviewer, me, { title: 'Waiting', topic: 'Sets' });
    const reviewed = await completedTeachback(app, db, reviewer, me, { title: 'Reviewed', topic: 'Maps' });
    await review(app, reviewer, reviewed.feedbackId, { rating: 5, rubric: { clarity: 4 }, comment: 'Great' });

    const received = (await call(app, 'GET', '/api/feedback/received', me)).json().reviews;
    expect(received).toEqual([
      {
        id: reviewed.feedbackId,
        teachbackId: reviewed.teachbackId,
        title: 'Reviewed',
        topic: 'Maps',
        reviewer: 'Rae',
        reviewerId: reviewer.id,
        status: 'completed',
        rating: 5,
        rubric: { clarity: 4, accuracy: null, examples: null },
        comment: 'Great',
        anonymous: false,
        helpful: false,
        createdAt: expect.any(Number),
        completedAt: expect.any(Number),
      },
    ]);
    const requests = (await call(app, 'GET', '/api/feedback/requests', me)).json().reviews;
    expect(requests.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([
      [reviewed.feedbackId, 'completed'],
      [waiting.feedbackId, 'pending'],
    ]);
    expect((await call(app, 'GET', '/api/feedback/requests?limit=1', me)).json().reviews).toHaveLength(1);
    expect((await call(app, 'GET', '/api/feedback/counts', me)).json()).toEqual({
      counts: { toGive: 0, waiting: 0, received: 1, requests: 2 },
    });
    expect((await call(app, 'GET', '/api/feedback/counts', reviewer)).json()).toEqual({
      counts: { toGive: 2, waiting: 1, received: 0, requests: 0 },
    });
    // The To give tile counts the rows its list shows: the reviewed request stays listed ('Review again').
    const listed = (await call(app, 'GET', '/api/feedback', reviewer)).json().feedback;
    expect(listed).toHaveLength(2);
    for (const path of ['received', 'requests']) {
      expect((await call(app, 'GET', `/api/feedback/${path}`, reviewer)).json().reviews).toEqual([]);
      expect((await call(app, 'GET', `/api/feedback/${path}`, stranger)).json().reviews).toEqual([]);
    }
    expect((await call(app, 'GET', '/api/feedback/received?limit=0', me)).statusCode).toBe(400);
  });
});

describe('GET /api/feedback (To give)', () => {
  it('lists the reviewer’s requests newest first; pending=true keeps those still waiting, within the limit', async () => {
    const reviewer = await buildUser(app, { name: 'Ria' });
    const doer = await buildUser(app, { name: 'Dev' });
    const first = await completedTeachback(app, db, reviewer, doer, { title: 'First', topic: 'Sets' });
    const second = await completedTeachback(app, db, reviewer, doer, { title: 'Second', topic: 'Maps' });
    const third = await completedTeachback(app, db, reviewer, doer, { title: 'Third', topic: 'Trees' });
    await review(app, reviewer, second.feedbackId, { rating: 4, comment: 'Clear' });
    // A second apart, so the order does not rest on the clock's resolution.
    for (const [index, { feedbackId }] of [first, second, third].entries())
      await db
        .updateTable('feedback_requests')
        .set({ created_at: 1_700_000_000_000 + index * 1_000 })
        .where('id', '=', feedbackId)
        .execute();
    const ids = async (query: string) =>
      (await call(app, 'GET', `/api/feedback${query}`, reviewer))
        .json()
        .feedback.map((item: { id: string; status: string }) => [item.id, item.status]);

    expect(await ids('')).toEqual([
      [third.feedbackId, 'pending'],
      [second.feedbackId, 'completed'],
      [first.feedbackId, 'pending'],
    ]);
    expect(await ids('?pending=false')).toEqual(await ids(''));
    expect(await ids('?pending=true')).toEqual([
      [third.feedbackId, 'pending'],
      [first.feedbackId, 'pending'],
    ]);
    expect(await ids('?pending=true&limit=1')).toEqual([[third.feedbackId, 'pending']]);
    // Only the reviewer's own: the learner and a stranger are asked for nothing.
    expect((await call(app, 'GET', '/api/feedback?pending=true', doer)).json().feedback).toEqual([]);
    expect((await call(app, 'GET', '/api/feedback?pending=true', stranger)).json().feedback).toEqual([]);
  });

  it('refuses a pending that is not true or false, with the field named', async () => {
    const response = await call(app, 'GET', '/api/feedback?pending=yes', owner);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('Use true or false.');
  });
});
