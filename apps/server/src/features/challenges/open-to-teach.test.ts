import {
  OPEN_TO_TEACH_MESSAGES,
  type OpenChallenge,
  type OpenChallengesResponse,
  type Teachback,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { recountOpenTeachbacks } from '../../test/learning-loop';
import { planOf } from '../../test/query-plan';
import { openToTeachQuery } from './open-to-teach.repo';

const { app, db, config } = await buildTestApp();

/** Makes a challenge open to teach at `since`, as if everyone offered its teach-back had declined it. */
async function openSince(challengeId: string, since: number) {
  await db.deleteFrom('teachbacks').where('challenge_id', '=', challengeId).execute();
  await db
    .updateTable('challenges')
    .set({ open_to_teach_since: since })
    .where('id', '=', challengeId)
    .execute();
  await recountOpenTeachbacks(db);
}

async function openList(query: Record<string, string> = {}, viewer?: TestUser) {
  const response = await call(
    app,
    'GET',
    `/api/challenges/open?${new URLSearchParams(query).toString()}`,
    viewer,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpenChallengesResponse>();
}

const accept = (user: TestUser, id: string) => call(app, 'POST', `/api/challenges/${id}/accept`, user);

async function loadOf(userId: string) {
  const row = await db
    .selectFrom('profiles')
    .select('open_teachbacks')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.open_teachbacks);
}

const notificationsOf = (userId: string, kind: string) =>
  db
    .selectFrom('notifications')
    .select(['text', 'href'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind as never)
    .execute();

// The first user is alone: their challenge has nobody to go to.
const alone = await buildUser(app, { name: 'Alone Author' });
const orphan = await buildChallenge(app, alone, {
  title: 'Recursion',
  topic: 'Functions',
  level: 'Beginner',
});

describe(`challenges open to teach (${config.database.kind})`, () => {
  it('lists a challenge created while nobody else existed, to anyone signed out, without its owner', async () => {
    expect(orphan.teachback).toBeNull();
    const page = await openList();
    expect(page).toEqual({
      challenges: [
        {
          id: orphan.challenge.id,
          title: 'Recursion',
          topic: 'Functions',
          level: 'Beginner',
          points: orphan.challenge.points,
          createdAt: orphan.challenge.createdAt,
          dueTs: orphan.challenge.dueTs,
          author: 'Alone Author',
          own: false,
        },
      ],
      nextCursor: null,
    });
    const body = JSON.stringify(page);
    expect(body).not.toContain(alone.id);
    expect(body).not.toContain(alone.email);
    expect((await openList({}, alone)).challenges[0]!.own).toBe(true);
  });

  it('refuses accepting your own challenge, and asks a signed-out caller to log in', async () => {
    const own = await accept(alone, orphan.challenge.id);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      error: { code: 'permission_denied', message: OPEN_TO_TEACH_MESSAGES.acceptOwn },
    });
    const signedOut = await call(app, 'POST', `/api/challenges/${orphan.challenge.id}/accept`);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(OPEN_TO_TEACH_MESSAGES.signInToAccept);
    expect((await openList()).challenges.map((c) => c.id)).toEqual([orphan.challenge.id]);
  });

  it('gives the challenge to exactly one of two peers who accept at once; the other is told', async () => {
    const [ben, cy] = [await buildUser(app), await buildUser(app)];
    // Ben, the first peer to sign up, was offered it (offer-on-sign-up.test.ts): he declined, so it is open.
    expect((await call(app, 'GET', '/api/teachbacks', ben)).json().teachbacks).toHaveLength(1);
    await openSince(orphan.challenge.id, Date.now());
    const responses = await Promise.all([accept(ben, orphan.challenge.id), accept(cy, orphan.challenge.id)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const won = responses.find((response) => response.statusCode === 201)!;
    const lost = responses.find((response) => response.statusCode === 409)!;
    expect(lost.json()).toEqual({
      error: { code: 'conflict', message: OPEN_TO_TEACH_MESSAGES.alreadyTaken },
    });
    const { teachback } = won.json<{ teachback: Teachback }>();
    const winner = teachback.assigneeId === ben.id ? ben : cy;
    const loser = winner === ben ? cy : ben;
    expect(teachback).toMatchObject({ challengeId: orphan.challenge.id, status: 'pending', notes: '' });
    expect(teachback.dueTs).toBeGreaterThan(Date.now());

    const rows = await db
      .selectFrom('teachbacks')
      .select(['id', 'assignee_id'])
      .where('challenge_id', '=', orphan.challenge.id)
      .execute();
    expect(rows).toEqual([{ id: teachback.id, assignee_id: winner.id }]);
    expect(await loadOf(winner.id)).toBe(1);
    expect(await loadOf(loser.id)).toBe(0);
    expect((await call(app, 'GET', `/api/teachbacks/${teachback.id}`, winner)).statusCode).toBe(200);
    expect((await notificationsOf(alone.id, 'challenge_accepted')).at(-1)).toEqual({
      text: expect.stringContaining('accepted to teach back “Recursion”'),
      href: `/challenges/${orphan.challenge.id}/work`,
    });
    expect((await openList()).challenges).toEqual([]);
    expect((await accept(loser, orphan.challenge.id)).statusCode).toBe(409);
  });

  it('takes a completed challenge off the list, and refuses accepting it', async () => {
    const ada = await buildUser(app);
    const created = await buildChallenge(app, ada, { title: 'Done alone' });
    await openSince(created.challenge.id, Date.now());
    expect((await openList()).challenges.map((c) => c.id)).toContain(created.challenge.id);
    expect(
      (await call(app, 'POST', `/api/challenges/${created.challenge.id}/complete`, ada)).statusCode,
    ).toBe(200);
    expect((await openList()).challenges.map((c) => c.id)).not.toContain(created.challenge.id);
    const late = await accept(alone, created.challenge.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(OPEN_TO_TEACH_MESSAGES.notOpen);
    expect((await accept(alone, 'no-such-challenge')).statusCode).toBe(404);
  });

  it('pages newest first beyond one page, filtered by topic and level, the same signed in or out', async () => {
    const owner = await buildUser(app);
    const viewer = await buildUser(app);
    const base = Date.now() - 1_000_000;
    const made: { id: string; topic: string; level: string; since: number }[] = [];
    for (let i = 0; i < 48; i++) {
      const topic = i % 2 ? 'Python' : 'Loops';
      const level = (['Beginner', 'Intermediate', 'Advanced'] as const)[i % 3]!;
      const created = await buildChallenge(app, owner, { title: `Open ${i}`, topic, level });
      // Pairs share a time, so the id breaks the tie.
      const since = base + Math.floor(i / 2) * 1000;
      await openSince(created.challenge.id, since);
      made.push({ id: created.challenge.id, topic, level, since });
    }
    const newestFirst = (a: (typeof made)[number], b: (typeof made)[number]) =>
      b.since - a.since || (a.id < b.id ? 1 : -1);

    const filters: Record<string, string>[] = [
      {},
      { topic: 'Python' },
      { level: 'Advanced' },
      { topic: 'Loops', level: 'Beginner' },
    ];
    for (const filter of filters) {
      const expected = made
        .filter((one) => Object.entries(filter).every(([key, value]) => one[key as 'topic'] === value))
        .sort(newestFirst)
        .map((one) => one.id);
      for (const who of [undefined, viewer]) {
        const seen: OpenChallenge[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const query: Record<string, string> = { ...filter, limit: '5', ...(cursor ? { cursor } : {}) };
          const page = await openList(query, who);
          seen.push(...page.challenges);
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor);
        expect(seen.map((one) => one.id)).toEqual(expected);
        expect(pages).toBeGreaterThan(1);
        expect(seen.every((one) => !one.own)).toBe(true);
      }
    }
    const all = await openList();
    expect(all.challenges).toHaveLength(20);
    expect(all.nextCursor).not.toBeNull();
    expect((await openList({ limit: '50' }, owner)).challenges.every((one) => one.own)).toBe(true);
  }, 30_000);

  it('refuses a bad limit, level or cursor with a 400', async () => {
    for (const query of ['limit=51', 'limit=0', 'level=Expert', 'cursor=not-a-cursor']) {
      const response = await call(app, 'GET', `/api/challenges/open?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('reads each filter’s page from a partial index in order (no sort)', async () => {
    const variants = [
      [{}, 'challenges_open_to_teach'],
      [{ topic: 'Python' }, 'challenges_topic_open_to_teach'],
      [{ level: 'Beginner' as const }, 'challenges_level_open_to_teach'],
      [{ topic: 'Python', level: 'Beginner' as const }, '_open_to_teach'],
    ] as const;
    for (const [filter, index] of variants) {
      for (const after of [null, { createdAt: Date.now(), id: 'm' }]) {
        const plan = await planOf(
          db,
          config,
          'challenges',
          openToTeachQuery(db, filter, { after, limit: 21 }),
        );
        expect(plan, plan).toContain(index);
        expect(plan, plan).not.toMatch(/TEMP B-TREE|Sort/);
      }
    }
  });
});
