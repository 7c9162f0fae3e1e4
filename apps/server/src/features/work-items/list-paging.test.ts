import { randomUUID } from 'node:crypto';
import {
  DAY_MS,
  LEARNING_MESSAGES,
  LIST_CAP,
  type Challenge,
  type ChallengeStatus,
  type Teachback,
  type TeachbackStatus,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call, type TestUser } from '../../test/factories';
import { everyPage } from '../../test/every-page';
import { planOf } from '../../test/query-plan';
import { insertChallenge } from '../challenges/challenges.repo';
import { insertTeachback } from '../challenges/new-teachback.repo';
import { ownItemsQuery, ownTeachbacksQuery, type OwnItemTable } from './own-items.repo';

/*
 * Lists that do not stop: a user's challenges and teach-backs page past LIST_CAP with keyset cursors,
 * soonest due first, ties by id, so the pages hold every row once and in order, and only the user's own.
 */
const { app, db, config } = await buildTestApp();
const ada = await buildUser(app, { name: 'Ada' });
const ben = await buildUser(app, { name: 'Ben' });
/** Owns the challenges Ada's and Ben's teach-backs are about. */
const cy = await buildUser(app, { name: 'Cy' });

const ROWS = LIST_CAP + 5;
const HOUR_MS = 60 * 60 * 1000;
const now = Date.now();
const CHALLENGE_STATUSES: ChallengeStatus[] = ['open', 'accepted', 'in_progress', 'completed'];
const TEACHBACK_STATUSES: TeachbackStatus[] = ['pending', 'in_progress', 'completed'];

interface Seeded {
  id: string;
  dueTs: number;
  completed: boolean;
}

/** Three rows share each due date (the id breaks the tie); ids are random, so not in insertion order. */
const dueOf = (i: number) => now + DAY_MS + Math.floor(i / 3) * HOUR_MS;

function challengeOf(owner: TestUser, i: number): Challenge {
  return {
    id: randomUUID(),
    ownerId: owner.id,
    title: `Challenge ${i}`,
    topic: 'Paging',
    level: 'Beginner',
    status: CHALLENGE_STATUSES[i % CHALLENGE_STATUSES.length]!,
    description: '',
    notes: '',
    points: 10,
    tags: [],
    author: 'Someone',
    dueTs: dueOf(i),
    createdAt: now,
    updatedAt: now,
  };
}

/** `ROWS` challenges owned by `owner` and `ROWS` teach-backs assigned to them (on Cy's challenges). */
async function seed(owner: TestUser) {
  const challenges: Seeded[] = [];
  const teachbacks: Seeded[] = [];
  for (let i = 0; i < ROWS; i++) {
    const own = challengeOf(owner, i);
    await insertChallenge(db, own);
    challenges.push({ id: own.id, dueTs: own.dueTs, completed: own.status === 'completed' });
    const theirs = challengeOf(cy, i);
    await insertChallenge(db, theirs);
    const teachback: Teachback = {
      id: randomUUID(),
      challengeId: theirs.id,
      assigneeId: owner.id,
      requesterId: cy.id,
      requester: 'Someone',
      title: theirs.title,
      prompt: 'Teach it back.',
      status: TEACHBACK_STATUSES[i % TEACHBACK_STATUSES.length]!,
      notes: '',
      dueTs: dueOf(i),
      createdAt: now,
      updatedAt: now,
    };
    await insertTeachback(db, teachback);
    teachbacks.push({
      id: teachback.id,
      dueTs: teachback.dueTs,
      completed: teachback.status === 'completed',
    });
  }
  return { challenges, teachbacks };
}

const soonestFirst = (rows: Seeded[]) =>
  [...rows].sort((a, b) => a.dueTs - b.dueTs || (a.id < b.id ? -1 : 1)).map((row) => row.id);

interface ListPage {
  challenges?: { id: string }[];
  teachbacks?: { id: string }[];
  nextCursor: string | null;
}

/** Every page of a list, following nextCursor to the end: the ids in the order served, and the page sizes. */
const allPages = (path: string, user: TestUser, query: Record<string, string> = {}) =>
  everyPage(app, path, user, (page: ListPage) => page.challenges ?? page.teachbacks ?? [], query);

const adas = await seed(ada);
const bens = await seed(ben);
const LISTS = [
  ['/api/challenges', adas.challenges, bens.challenges],
  ['/api/teachbacks', adas.teachbacks, bens.teachbacks],
] as const;

describe(`a user's challenges and teach-backs beyond ${LIST_CAP} (${config.database.kind})`, () => {
  it.each(LISTS)('%s pages to every row once, soonest due first, ties by id', async (path, own) => {
    const { ids, sizes } = await allPages(path, ada);
    expect(sizes).toEqual([LIST_CAP, 5]);
    expect(ids).toEqual(soonestFirst(own));
  });

  it.each(LISTS)(
    '%s pages the active ones in small pages, a page boundary inside a tie',
    async (path, own) => {
      // 50 is not a multiple of 3: some pages end inside a group sharing one due date.
      const { ids, sizes } = await allPages(path, ada, { active: 'true', limit: '50' });
      const active = own.filter((row) => !row.completed);
      expect(ids).toEqual(soonestFirst(active));
      expect(sizes.length).toBe(Math.ceil(active.length / 50));
    },
  );

  it.each(LISTS)(
    '%s never shows another user’s rows, whoever’s cursor is used',
    async (path, own, others) => {
      const bensPages = await allPages(path, ben);
      expect(bensPages.ids).toEqual(soonestFirst(others));
      const first = (await call(app, 'GET', `${path}?limit=10`, ada)).json<ListPage>();
      // Ada's cursor handed to Ben starts Ben's list at that position: still only Ben's rows.
      const asBen = (await call(app, 'GET', `${path}?cursor=${first.nextCursor!}`, ben)).json<ListPage>();
      const shown = (asBen.challenges ?? asBen.teachbacks)!.map((row) => row.id);
      expect(shown.length).toBeGreaterThan(0);
      const adaIds = new Set(own.map((row) => row.id));
      expect(shown.filter((id) => adaIds.has(id))).toEqual([]);
    },
  );

  it.each(LISTS)('%s keeps the dashboard’s small pages working', async (path, own) => {
    const response = await call(app, 'GET', `${path}?active=true&limit=5`, ada);
    const page = response.json<ListPage>();
    const active = soonestFirst(own.filter((row) => !row.completed));
    expect((page.challenges ?? page.teachbacks)!.map((row) => row.id)).toEqual(active.slice(0, 5));
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it.each(LISTS)('%s refuses a cursor that is not one of its own with a 400', async (path) => {
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of ['not-a-cursor', encoded(['soon', 'id']), encoded([1]), encoded([1, ''])]) {
      const response = await call(app, 'GET', `${path}?cursor=${cursor}`, ada);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_argument', message: LEARNING_MESSAGES.listCursorInvalid },
      });
    }
  });

  it('reads each page from the holder’s (due, id) index in order, without a sort', async () => {
    const tables: [OwnItemTable, string][] = [
      ['challenges', 'owner_id'],
      ['teachbacks', 'assignee_id'],
    ];
    for (const [table, holder] of tables) {
      for (const activeOnly of [false, true]) {
        const after = { afterDue: dueOf(30), afterId: adas.challenges[30]!.id };
        const query = ownItemsQuery(db, { userId: ada.id, ...after }, { table, limit: 51, activeOnly });
        const plan = await planOf(db, config, table, query);
        const index = `${table}_${holder}_${activeOnly ? 'unfinished_' : ''}due_id`;
        expect(plan, plan).toContain(index);
        expect(plan, plan).not.toMatch(/TEMP B-TREE|Sort/);
      }
    }
  });

  it('reads a page of teach-backs with their prompts’ marks in one statement, in index order, by primary keys', async () => {
    for (const activeOnly of [false, true]) {
      const after = { afterDue: dueOf(30), afterId: adas.teachbacks[30]!.id };
      const query = ownTeachbacksQuery(db, { userId: ada.id, ...after }, { limit: 6, activeOnly });
      const plan = await planOf(db, config, 'teachbacks', query);
      expect(plan, plan).toContain(`teachbacks_assignee_id_${activeOnly ? 'unfinished_' : ''}due_id`);
      expect(plan, plan).not.toMatch(/TEMP B-TREE|Sort|SCAN (challenges|profiles|prompt)|Seq Scan/);
    }
  });
});
