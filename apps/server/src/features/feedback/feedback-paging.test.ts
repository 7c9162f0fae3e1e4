import { randomUUID } from 'node:crypto';
import { DAY_MS, LEARNING_MESSAGES, LIST_CAP } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call, type TestUser } from '../../test/factories';
import { everyPage } from '../../test/every-page';
import { planOf } from '../../test/query-plan';
import { insertChallenge } from '../challenges/challenges.repo';
import { insertTeachback } from '../challenges/new-teachback.repo';
import { insertFeedbackRequest, learnerReviewsQuery, reviewerRequestsQuery } from './feedback.repo';

/*
 * Lists that do not stop: each feedback tab (To give, Received, Requests) pages past LIST_CAP with
 * keyset cursors, newest first, ties by id: the pages hold every row once and in order, and only the user's.
 */
const { app, db, config } = await buildTestApp();
const olga = await buildUser(app, { name: 'Olga Owner' });
const lin = await buildUser(app, { name: 'Lin Learner' });
const otherOwner = await buildUser(app);
const otherLearner = await buildUser(app);

const ROWS = LIST_CAP + 5;
const base = Date.now() - 30 * DAY_MS;

interface Seeded {
  id: string;
  createdAt: number;
  completed: boolean;
}

/**
 * `ROWS` review requests of `learner`'s teach-backs on `reviewer`'s challenges. Three share each creation time
 * (the id breaks the tie; ids are random, so not in insertion order); every other one is reviewed.
 */
async function seed(reviewer: TestUser, learner: TestUser): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  for (let i = 0; i < ROWS; i++) {
    const createdAt = base + Math.floor(i / 3) * 1000;
    const challengeId = randomUUID();
    await insertChallenge(db, {
      id: challengeId,
      ownerId: reviewer.id,
      title: `Paged ${i}`,
      topic: 'Paging',
      level: 'Beginner',
      status: 'completed',
      description: '',
      notes: '',
      points: 10,
      tags: [],
      author: 'Olga Owner',
      dueTs: createdAt + DAY_MS,
      createdAt,
      updatedAt: createdAt,
    });
    const teachbackId = randomUUID();
    await insertTeachback(db, {
      id: teachbackId,
      challengeId,
      assigneeId: learner.id,
      requesterId: reviewer.id,
      requester: 'Olga Owner',
      title: `Paged ${i}`,
      prompt: 'Teach it back.',
      status: 'completed',
      notes: 'Explained.',
      dueTs: createdAt + DAY_MS,
      createdAt,
      updatedAt: createdAt,
    });
    const id = randomUUID();
    await insertFeedbackRequest(db, {
      id,
      reviewerId: reviewer.id,
      learnerId: learner.id,
      learner: 'Lin Learner',
      teachbackId,
      title: `Paged ${i}`,
      topic: 'Paging',
      points: 10,
      createdAt,
    });
    const completed = i % 2 === 0;
    if (completed) {
      await db
        .updateTable('feedback_requests')
        .set({ status: 'completed', rating: 4, comment: 'Clear.', completed_at: createdAt + 1 })
        .where('id', '=', id)
        .execute();
    }
    seeded.push({ id, createdAt, completed });
  }
  return seeded;
}

const newestFirst = (rows: Seeded[]) =>
  [...rows].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).map((row) => row.id);

interface TabPage {
  feedback?: { id: string }[];
  reviews?: { id: string }[];
  nextCursor: string | null;
}
const tabRows = (page: TabPage) => (page.feedback ?? page.reviews)!;
const rowsOf = (page: TabPage) => tabRows(page).map((row) => row.id);

/** Every page of a tab, following nextCursor to the end: the ids in the order served, and the page sizes. */
const allPages = (path: string, user: TestUser, query: Record<string, string> = {}) =>
  everyPage(app, path, user, tabRows, query);

const olgasToLin = await seed(olga, lin);
const others = await seed(otherOwner, otherLearner);
const pending = (rows: Seeded[]) => rows.filter((row) => !row.completed);
const reviewed = (rows: Seeded[]) => rows.filter((row) => row.completed);

/** Each tab: its path and query, who reads it, what they should see, and the same tab of the other pair. */
const TABS = [
  ['To give', '/api/feedback', {}, olga, olgasToLin, otherOwner, others],
  [
    'To give, waiting only',
    '/api/feedback',
    { pending: 'true' },
    olga,
    pending(olgasToLin),
    otherOwner,
    pending(others),
  ],
  ['Received', '/api/feedback/received', {}, lin, reviewed(olgasToLin), otherLearner, reviewed(others)],
  ['Requests', '/api/feedback/requests', {}, lin, olgasToLin, otherLearner, others],
] as const;

describe(`the feedback tabs beyond ${LIST_CAP} (${config.database.kind})`, () => {
  it.each(TABS)(
    '%s pages to every row once, newest first, ties by id',
    async (_, path, query, user, rows) => {
      const { ids, sizes } = await allPages(path, user, query);
      expect(ids).toEqual(newestFirst(rows));
      expect(sizes.length).toBe(Math.ceil(rows.length / LIST_CAP));
    },
  );

  it.each(TABS)(
    '%s pages the same in small pages, a boundary inside a tie',
    async (_, path, query, user, rows) => {
      const { ids } = await allPages(path, user, { ...query, limit: '50' });
      expect(ids).toEqual(newestFirst(rows));
    },
  );

  it.each(TABS)(
    '%s never shows another user’s rows, whoever’s cursor is used',
    async (_, path, query, user, rows, other, theirs) => {
      expect((await allPages(path, other, query)).ids).toEqual(newestFirst(theirs));
      const first = (
        await call(app, 'GET', `${path}?${new URLSearchParams({ ...query, limit: '10' }).toString()}`, user)
      ).json<TabPage>();
      const cursor = first.nextCursor!;
      const params = new URLSearchParams({ ...query, cursor }).toString();
      const asOther = rowsOf((await call(app, 'GET', `${path}?${params}`, other)).json<TabPage>());
      expect(asOther.length).toBeGreaterThan(0);
      const mine = new Set(rows.map((row) => row.id));
      expect(asOther.filter((id) => mine.has(id))).toEqual([]);
    },
  );

  it('shows a learner nothing in To give and a reviewer nothing in Received or Requests', async () => {
    expect((await allPages('/api/feedback', lin)).ids).toEqual([]);
    expect((await allPages('/api/feedback/received', olga)).ids).toEqual([]);
    expect((await allPages('/api/feedback/requests', olga)).ids).toEqual([]);
  });

  it('keeps the dashboard’s small page of waiting requests working', async () => {
    const page = (await call(app, 'GET', '/api/feedback?pending=true&limit=5', olga)).json<TabPage>();
    expect(rowsOf(page)).toEqual(newestFirst(pending(olgasToLin)).slice(0, 5));
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it.each(['/api/feedback', '/api/feedback/received', '/api/feedback/requests'])(
    '%s refuses a cursor that is not one of its own with a 400',
    async (path) => {
      const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      for (const cursor of ['not-a-cursor', encoded(['soon', 'id']), encoded([1]), encoded([1, ''])]) {
        const response = await call(app, 'GET', `${path}?cursor=${cursor}`, olga);
        expect(response.statusCode, cursor).toBe(400);
        expect(response.json()).toEqual({
          error: { code: 'invalid_argument', message: LEARNING_MESSAGES.listCursorInvalid },
        });
      }
    },
  );

  // On a few hundred rows PostgreSQL picks any index and hashes the join to teach-backs, so its plan says little
  // here; db/query-plans.test.ts plans these reads on both engines on bulk data.
  it.runIf(config.database.kind === 'sqlite')(
    'reads each tab’s page from its (user, …, created, id) index in order',
    async () => {
      const after = { createdAt: base + 30_000, id: olgasToLin[90]!.id };
      const queries = [
        [
          reviewerRequestsQuery(
            db,
            { reviewerId: olga.id, afterCreated: after.createdAt, afterId: after.id },
            { limit: 51, pendingOnly: false },
          ),
          'feedback_requests_reviewer_created_id',
        ],
        [
          reviewerRequestsQuery(
            db,
            { reviewerId: olga.id, afterCreated: after.createdAt, afterId: after.id },
            { limit: 51, pendingOnly: true },
          ),
          'feedback_requests_reviewer_status_created',
        ],
        [
          learnerReviewsQuery(db, lin.id, { limit: 51, submittedOnly: true, after }),
          'feedback_requests_learner_status_created_id',
        ],
        [
          learnerReviewsQuery(db, lin.id, { limit: 51, submittedOnly: false, after }),
          'feedback_requests_learner_created_id',
        ],
      ] as const;
      for (const [query, index] of queries) {
        const plan = await planOf(db, config, 'feedback_requests', query);
        expect(plan, plan).toContain(index);
        expect(plan, plan).not.toMatch(/TEMP B-TREE/);
      }
    },
  );
});
