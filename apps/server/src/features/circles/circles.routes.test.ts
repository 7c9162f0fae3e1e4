import { CIRCLE_LIMITS, CIRCLE_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildCircle, circleAction, joinAs, validCircle } from '../../test/circles';
import { activityTexts, buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';

let clock = Date.parse('2026-03-11T12:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock++ });

async function circleRows() {
  const [circles, members, requests] = await Promise.all([
    db.selectFrom('circles').selectAll().orderBy('id').execute(),
    db.selectFrom('circle_members').selectAll().orderBy('circle_id').orderBy('user_id').execute(),
    db.selectFrom('circle_join_requests').selectAll().orderBy('id').execute(),
  ]);
  return { circles, members, requests };
}

async function list(user: TestUser, query = '') {
  const response = await call(app, 'GET', `/api/circles${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('POST /api/circles', () => {
  it('creates the circle with its creator as owner and only member, and notes it in their activity', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const response = await call(app, 'POST', '/api/circles', ada, {
      ...validCircle,
      name: '  Graph Theory  ',
      capacity: 5,
    });
    expect(response.statusCode).toBe(201);
    const { circle } = response.json();
    expect(circle).toEqual({
      id: expect.any(String),
      name: 'Graph Theory',
      focus: validCircle.focus,
      level: 'Intermediate',
      privacy: 'open',
      capacity: 5,
      members: 1,
      openings: 4,
      rating: null,
      ratingCount: 0,
      ownerId: ada.id,
      ownerName: 'Ada',
      membership: 'owner',
      createdAt: expect.any(Number),
    });
    const members = await db
      .selectFrom('circle_members')
      .selectAll()
      .where('circle_id', '=', circle.id)
      .execute();
    expect(members).toEqual([
      { circle_id: circle.id, user_id: ada.id, role: 'owner', joined_at: circle.createdAt },
    ]);
    expect(await activityTexts(db, ada.id)).toContain('Created the circle “Graph Theory”');
  });

  it.each([
    ['no name', { name: undefined }, CIRCLE_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, CIRCLE_MESSAGES.nameRequired],
    ['a name that is too long', { name: 'x'.repeat(CIRCLE_LIMITS.name + 1) }, CIRCLE_MESSAGES.nameTooLong],
    ['no focus', { focus: '' }, CIRCLE_MESSAGES.focusRequired],
    [
      'a focus that is too long',
      { focus: 'x'.repeat(CIRCLE_LIMITS.focus + 1) },
      CIRCLE_MESSAGES.focusTooLong,
    ],
    ['an unknown level', { level: 'Expert' }, CIRCLE_MESSAGES.levelInvalid],
    ['an unknown privacy', { privacy: 'secret' }, CIRCLE_MESSAGES.privacyInvalid],
    ['a capacity of 1', { capacity: 1 }, CIRCLE_MESSAGES.capacityInvalid],
    ['a capacity of 51', { capacity: 51 }, CIRCLE_MESSAGES.capacityInvalid],
    ['a fractional capacity', { capacity: 2.5 }, CIRCLE_MESSAGES.capacityInvalid],
    ['a capacity sent as text', { capacity: '8' }, CIRCLE_MESSAGES.capacityInvalid],
    ['a name that is not text', { name: 42 }, CIRCLE_MESSAGES.nameRequired],
  ])('refuses %s with a clear 400 and writes nothing', async (_label, change, message) => {
    const ada = await buildUser(app);
    const before = await circleRows();
    const response = await call(app, 'POST', '/api/circles', ada, { ...validCircle, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_argument', message } });
    expect(await circleRows()).toEqual(before);
  });

  it('refuses a body that is not an object, and signed-out callers, without writing', async () => {
    const ada = await buildUser(app);
    const before = await circleRows();
    expect((await call(app, 'POST', '/api/circles', ada, [validCircle])).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/circles', ada, 'circle')).statusCode).toBe(400);
    expect((await call(app, 'POST', '/api/circles', undefined, validCircle)).statusCode).toBe(401);
    expect(await circleRows()).toEqual(before);
  });
});

describe('GET /api/circles (Find a Circle)', () => {
  it('searches name or focus (any case, % and _ taken literally) and filters by level, with a count', async () => {
    const owner = await buildUser(app);
    const viewer = await buildUser(app);
    const tag = `t${Date.now().toString(36)}`;
    const algebra = await buildCircle(app, owner, { name: `${tag} Algebra Club`, level: 'Beginner' });
    const graphs = await buildCircle(app, owner, {
      name: `${tag} Night Owls`,
      focus: 'GRAPH algorithms, 100% practice',
      level: 'Advanced',
    });
    const both = await list(viewer, `?q=${tag}`);
    expect(both.count).toBe(2);
    expect(both.countCapped).toBe(false);
    expect(both.circles.map((circle: { id: string }) => circle.id)).toEqual([graphs.id, algebra.id]);

    expect((await list(viewer, `?q=${tag.toUpperCase()}%20algebra`)).circles).toEqual([
      expect.objectContaining({ id: algebra.id, membership: 'none' }),
    ]);
    const byFocus = await list(viewer, '?q=graph%20algorithms');
    expect(byFocus.circles.map((circle: { id: string }) => circle.id)).toContain(graphs.id);
    expect(byFocus.circles.map((circle: { id: string }) => circle.id)).not.toContain(algebra.id);
    expect((await list(viewer, '?q=100%25')).circles.map((c: { id: string }) => c.id)).toEqual([graphs.id]);
    expect((await list(viewer, `?q=${tag}_`)).count).toBe(0);

    expect((await list(viewer, `?q=${tag}&level=Advanced`)).circles).toEqual([
      expect.objectContaining({ id: graphs.id, level: 'Advanced' }),
    ]);
    expect((await list(viewer, `?q=${tag}&level=All`)).count).toBe(2);
    expect(await list(viewer, `?q=${tag}&level=Intermediate`)).toEqual({
      circles: [],
      count: 0,
      countCapped: false,
      nextCursor: null,
    });
  });

  it('pages newest first with a cursor; the count covers every page', async () => {
    const owner = await buildUser(app);
    const tag = `p${Date.now().toString(36)}`;
    const made = [];
    for (let index = 0; index < CIRCLE_LIMITS.pageSize + 2; index++) {
      made.push(await buildCircle(app, owner, { name: `${tag} circle ${index}` }));
    }
    const first = await list(owner, `?q=${tag}`);
    expect(first.count).toBe(CIRCLE_LIMITS.pageSize + 2);
    expect(first.circles).toHaveLength(CIRCLE_LIMITS.pageSize);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(owner, `?q=${tag}&cursor=${encodeURIComponent(first.nextCursor)}`);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.circles, ...second.circles].map((circle: { id: string }) => circle.id);
    expect(ids).toEqual(made.map((circle) => circle.id).reverse());
  });

  it('shows where the viewer stands on each card and the members’ average review rating', async () => {
    const [owner, member, asker, reviewer] = [
      await buildUser(app, { name: 'Owner' }),
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
    ];
    const tag = `s${Date.now().toString(36)}`;
    const open = await buildCircle(app, owner, { name: `${tag} open` });
    const closed = await buildCircle(app, owner, { name: `${tag} private`, privacy: 'private' });
    await joinAs(app, member, open.id);
    expect((await circleAction(app, asker, closed.id, 'requests')).statusCode).toBe(201);
    // The member's teach-backs were reviewed 4 and 5 stars; a third's review without stars is refused, so it
    // still waits for one and is not counted.
    for (const rating of [4, 5]) {
      const { feedbackId } = await completedTeachback(app, db, reviewer, member);
      expect((await review(app, reviewer, feedbackId, { rating })).statusCode).toBe(200);
    }
    const waiting = await completedTeachback(app, db, reviewer, member);
    expect((await review(app, reviewer, waiting.feedbackId, { rating: 0 })).statusCode).toBe(400);
    const state = async (user: TestUser) =>
      Object.fromEntries(
        (await list(user, `?q=${tag}`)).circles.map((circle: { name: string; membership: string }) => [
          circle.name,
          circle.membership,
        ]),
      );
    expect(await state(owner)).toEqual({ [`${tag} open`]: 'owner', [`${tag} private`]: 'owner' });
    expect(await state(member)).toEqual({ [`${tag} open`]: 'member', [`${tag} private`]: 'none' });
    expect(await state(asker)).toEqual({ [`${tag} open`]: 'none', [`${tag} private`]: 'pending' });
    const cards = (await list(reviewer, `?q=${tag}`)).circles;
    expect(cards.find((circle: { id: string }) => circle.id === open.id)).toMatchObject({
      rating: 4.5,
      ratingCount: 2,
      members: 2,
      openings: 6,
    });
    expect(cards.find((circle: { id: string }) => circle.id === closed.id)).toMatchObject({
      rating: null,
      privacy: 'private',
      ownerName: 'Owner',
    });
  });

  it('refuses bad queries with clear 400s and signed-out callers with 401', async () => {
    const ada = await buildUser(app);
    const bad = async (query: string) => (await call(app, 'GET', `/api/circles${query}`, ada)).json().error;
    expect(await bad('?level=Expert')).toEqual({
      code: 'invalid_argument',
      message: CIRCLE_MESSAGES.levelFilterInvalid,
    });
    expect(await bad(`?q=${'x'.repeat(CIRCLE_LIMITS.search + 1)}`)).toEqual({
      code: 'invalid_argument',
      message: CIRCLE_MESSAGES.searchTooLong,
    });
    expect(await bad('?cursor=not-a-cursor')).toEqual({
      code: 'invalid_argument',
      message: CIRCLE_MESSAGES.cursorInvalid,
    });
    const forged = Buffer.from(JSON.stringify(['x', 1])).toString('base64url');
    expect(await bad(`?cursor=${forged}`)).toEqual({
      code: 'invalid_argument',
      message: CIRCLE_MESSAGES.cursorInvalid,
    });
    expect((await call(app, 'GET', '/api/circles')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/circles/leaderboard')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/circles/abc')).statusCode).toBe(401);
    for (const action of ['join', 'requests', 'leave', 'close', 'transfer', 'requests/r1/approve']) {
      expect((await circleAction(app, undefined, 'abc', action)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/circles/:id', () => {
  it('shows an Open circle’s members and leaderboard to anyone, a Private one’s only to its members', async () => {
    const [owner, member, stranger] = [
      await buildUser(app, { name: 'Olga' }),
      await buildUser(app, { name: 'Mo' }),
      await buildUser(app),
    ];
    const open = await buildCircle(app, owner);
    await joinAs(app, member, open.id);
    const seen = (await call(app, 'GET', `/api/circles/${open.id}`, stranger)).json();
    expect(seen.visible).toBe(true);
    expect(seen.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Olga', 'owner'],
      ['Mo', 'member'],
    ]);
    expect(seen.requests).toEqual([]);

    const hidden = await buildCircle(app, owner, { privacy: 'private' });
    const asStranger = (await call(app, 'GET', `/api/circles/${hidden.id}`, stranger)).json();
    expect(asStranger).toMatchObject({ visible: false, members: [], requests: [], leaderboard: [] });
    expect(asStranger.circle).toMatchObject({ id: hidden.id, members: 1, membership: 'none' });
    const asOwner = (await call(app, 'GET', `/api/circles/${hidden.id}`, owner)).json();
    expect(asOwner.visible).toBe(true);
    expect(asOwner.members).toEqual([expect.objectContaining({ userId: owner.id, you: true, level: 1 })]);
  });

  it('answers 404 for a missing or closed circle', async () => {
    const owner = await buildUser(app);
    const circle = await buildCircle(app, owner);
    expect((await circleAction(app, owner, circle.id, 'close')).statusCode).toBe(204);
    for (const id of [circle.id, 'no-such-circle']) {
      const response = await call(app, 'GET', `/api/circles/${id}`, owner);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'not_found', message: CIRCLE_MESSAGES.notFound } });
    }
    expect((await call(app, 'GET', `/api/circles/${'x'.repeat(101)}`, owner)).statusCode).toBe(400);
  });
});
