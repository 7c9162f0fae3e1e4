import { CIRCLE_MESSAGES, type RealtimeEvent } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildCircle, circleAction, joinAs } from '../../test/circles';
import { activityTexts, buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { sql } from 'kysely';
import { createInProcessEventBus } from '../realtime/event-bus';
import { insertMember, takeSeat } from './circle-membership.repo';

const bus = createInProcessEventBus();
const { app, db } = await buildAppWith({ events: bus });

/** Every circles event `user` hears from now on. */
function listen(user: TestUser) {
  const heard: RealtimeEvent[] = [];
  bus.subscribe(user.id, ({ event }) => {
    if (event.type === 'circles') heard.push(event);
  });
  return heard;
}

async function seats(circleId: string) {
  const circle = await db
    .selectFrom('circles')
    .select(['member_count', 'capacity'])
    .where('id', '=', circleId)
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('circle_members')
    .select('user_id')
    .where('circle_id', '=', circleId)
    .execute();
  return { memberCount: circle.member_count, rows: members.length };
}

const error = (code: string, message: string) => ({ error: { code, message } });

async function detail(user: TestUser, circleId: string) {
  const response = await call(app, 'GET', `/api/circles/${circleId}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('joining an Open circle', () => {
  it('seats the user at once, tells the members, and refuses a second join and a full circle', async () => {
    const [owner, ben, cy] = [
      await buildUser(app),
      await buildUser(app, { name: 'Ben' }),
      await buildUser(app),
    ];
    const circle = await buildCircle(app, owner, { capacity: 2 });
    const ownerHears = listen(owner);
    const joined = await circleAction(app, ben, circle.id, 'join');
    expect(joined.statusCode).toBe(200);
    expect(joined.json().circle).toMatchObject({ membership: 'member', members: 2, openings: 0 });
    expect(ownerHears).toEqual([{ type: 'circles', ids: [circle.id] }]);
    expect(await activityTexts(db, ben.id)).toContain(`Joined the circle “${circle.name}”`);

    expect((await circleAction(app, ben, circle.id, 'join')).json()).toEqual(
      error('conflict', CIRCLE_MESSAGES.alreadyMember),
    );
    const full = await circleAction(app, cy, circle.id, 'join');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual(error('conflict', CIRCLE_MESSAGES.full));
    expect(await seats(circle.id)).toEqual({ memberCount: 2, rows: 2 });
  });

  it('gives the last seat to exactly one of two simultaneous joins', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await buildUser(app);
      const [ann, bo] = [await buildUser(app), await buildUser(app)];
      const circle = await buildCircle(app, owner, { capacity: 2 });
      const responses = await Promise.all([
        circleAction(app, ann, circle.id, 'join'),
        circleAction(app, bo, circle.id, 'join'),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(responses.find((response) => response.statusCode === 409)!.json()).toEqual(
        error('conflict', CIRCLE_MESSAGES.full),
      );
      expect(await seats(circle.id)).toEqual({ memberCount: 2, rows: 2 });
    }
  });

  it('takes no seat of a full circle, whatever an earlier read said', async () => {
    const owner = await buildUser(app);
    const circle = await buildCircle(app, owner, { capacity: 2 });
    expect(await takeSeat(db, circle.id)).toBe(true);
    expect(await takeSeat(db, circle.id)).toBe(false);
    expect((await seats(circle.id)).memberCount).toBe(2);
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'on PostgreSQL, a join that read a free seat before another transaction took it gets 409',
    async () => {
      const [owner, ann, bo] = [await buildUser(app), await buildUser(app), await buildUser(app)];
      const circle = await buildCircle(app, owner, { capacity: 2 });
      let release = () => {};
      const holding = new Promise<void>((resolve) => (release = resolve));
      let seated = () => {};
      const seatTaken = new Promise<void>((resolve) => (seated = resolve));
      const first = db.transaction().execute(async (trx) => {
        await insertMember(trx, {
          circleId: circle.id,
          userId: ann.id,
          role: 'member',
          joinedAt: Date.now(),
        });
        expect(await takeSeat(trx, circle.id)).toBe(true);
        seated();
        await holding;
      });
      await seatTaken;
      // Bo reads a free seat (the first transaction has not committed) and waits at the UPDATE's row lock.
      const late = circleAction(app, bo, circle.id, 'join');
      let blocked = false;
      for (let waited = 0; waited < 100 && !blocked; waited++) {
        const { rows } = await sql<{ n: number | string }>`
          select count(*) as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        blocked = Number(rows[0]?.n) > 0;
        if (!blocked) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(blocked, 'the late join waits for the first transaction').toBe(true);
      release();
      await first;
      const response = await late;
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(error('conflict', CIRCLE_MESSAGES.full));
      expect(await seats(circle.id)).toEqual({ memberCount: 2, rows: 2 });
    },
  );

  it('gives a seat once when the same user joins twice at the same moment', async () => {
    const [owner, ann] = [await buildUser(app), await buildUser(app)];
    const circle = await buildCircle(app, owner, { capacity: 5 });
    const responses = await Promise.all([
      circleAction(app, ann, circle.id, 'join'),
      circleAction(app, ann, circle.id, 'join'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await seats(circle.id)).toEqual({ memberCount: 2, rows: 2 });
  });

  it('sends a Private circle’s visitors to a request instead, and a request on an Open one to join', async () => {
    const [owner, ann] = [await buildUser(app), await buildUser(app)];
    const closedDoor = await buildCircle(app, owner, { privacy: 'private' });
    const openDoor = await buildCircle(app, owner);
    expect((await circleAction(app, ann, closedDoor.id, 'join')).json()).toEqual(
      error('conflict', CIRCLE_MESSAGES.privateCircle),
    );
    expect((await circleAction(app, ann, openDoor.id, 'requests')).json()).toEqual(
      error('conflict', CIRCLE_MESSAGES.openCircle),
    );
    expect((await circleAction(app, ann, 'nope', 'join')).json()).toEqual(
      error('not_found', CIRCLE_MESSAGES.notFound),
    );
  });
});

describe('asking to join a Private circle', () => {
  async function privateCircleWithRequest(capacity = 4) {
    const [owner, asker] = [await buildUser(app, { name: 'Olga' }), await buildUser(app, { name: 'Asa' })];
    const circle = await buildCircle(app, owner, { privacy: 'private', capacity, name: 'Quiet Readers' });
    const ownerHears = listen(owner);
    const asked = await circleAction(app, asker, circle.id, 'requests');
    expect(asked.statusCode).toBe(201);
    expect(asked.json().circle).toMatchObject({ membership: 'pending', members: 1 });
    expect(ownerHears).toEqual([{ type: 'circles', ids: [circle.id] }]);
    const { requests } = await detail(owner, circle.id);
    expect(requests).toEqual([
      { id: expect.any(String), userId: asker.id, name: 'Asa', level: 1, createdAt: expect.any(Number) },
    ]);
    return { owner, asker, circle, requestId: requests[0].id as string };
  }

  it('files one pending request; asking again is refused', async () => {
    const { asker, circle } = await privateCircleWithRequest();
    expect((await circleAction(app, asker, circle.id, 'requests')).json()).toEqual(
      error('conflict', CIRCLE_MESSAGES.alreadyRequested),
    );
    const both = await Promise.all([1, 2].map(async () => buildUser(app)));
    const racing = await Promise.all(
      [both[0]!, both[0]!, both[1]!].map((user) => circleAction(app, user, circle.id, 'requests')),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 201, 409]);
    const pending = await db
      .selectFrom('circle_join_requests')
      .select('user_id')
      .where('circle_id', '=', circle.id)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(3);
  });

  it('the owner approves: the requester becomes a member, is told live and finds it in their activity', async () => {
    const { owner, asker, circle, requestId } = await privateCircleWithRequest();
    const askerHears = listen(asker);
    const approved = await circleAction(app, owner, circle.id, `requests/${requestId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().circle).toMatchObject({ membership: 'owner', members: 2 });
    expect(askerHears).toEqual([{ type: 'circles', ids: [circle.id] }]);
    expect((await detail(asker, circle.id)).circle.membership).toBe('member');
    expect((await detail(owner, circle.id)).requests).toEqual([]);
    expect(await activityTexts(db, asker.id)).toContain('Your request to join “Quiet Readers” was approved');
    expect((await circleAction(app, owner, circle.id, `requests/${requestId}/approve`)).json()).toEqual(
      error('conflict', CIRCLE_MESSAGES.requestDecided),
    );
  });

  it('the owner declines: the requester stays outside, is told, and may ask again', async () => {
    const { owner, asker, circle, requestId } = await privateCircleWithRequest();
    const askerHears = listen(asker);
    const declined = await circleAction(app, owner, circle.id, `requests/${requestId}/decline`);
    expect(declined.statusCode).toBe(200);
    expect(askerHears).toEqual([{ type: 'circles', ids: [circle.id] }]);
    expect((await detail(asker, circle.id)).circle.membership).toBe('none');
    expect(await seats(circle.id)).toEqual({ memberCount: 1, rows: 1 });
    expect((await circleAction(app, asker, circle.id, 'requests')).statusCode).toBe(201);
  });

  it('only the owner answers: a member or a stranger gets 403, an unknown request 404; nothing changes', async () => {
    const { owner, asker, circle, requestId } = await privateCircleWithRequest();
    const member = await buildUser(app);
    expect((await circleAction(app, member, circle.id, 'requests')).statusCode).toBe(201);
    const memberRequest = (await detail(owner, circle.id)).requests.find(
      (request: { userId: string }) => request.userId === member.id,
    ).id;
    expect((await circleAction(app, owner, circle.id, `requests/${memberRequest}/approve`)).statusCode).toBe(
      200,
    );

    for (const user of [member, asker, await buildUser(app)]) {
      for (const action of ['approve', 'decline']) {
        const response = await circleAction(app, user, circle.id, `requests/${requestId}/${action}`);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(error('permission_denied', CIRCLE_MESSAGES.ownerOnly));
      }
    }
    const unknown = await circleAction(app, owner, circle.id, 'requests/no-such-request/approve');
    expect(unknown.json()).toEqual(error('not_found', CIRCLE_MESSAGES.requestNotFound));
    const otherCircle = await buildCircle(app, owner, { privacy: 'private' });
    const elsewhere = await circleAction(app, owner, otherCircle.id, `requests/${requestId}/approve`);
    expect(elsewhere.statusCode).toBe(404);
    expect((await detail(owner, circle.id)).requests.map((r: { id: string }) => r.id)).toEqual([requestId]);
  });

  it('approving into a full circle is refused and the request stays pending', async () => {
    const { owner, circle, requestId } = await privateCircleWithRequest(2);
    const other = await buildUser(app);
    expect((await circleAction(app, other, circle.id, 'requests')).statusCode).toBe(201);
    const otherRequest = (await detail(owner, circle.id)).requests.find(
      (request: { userId: string }) => request.userId === other.id,
    ).id;
    const results = await Promise.all([
      circleAction(app, owner, circle.id, `requests/${requestId}/approve`),
      circleAction(app, owner, circle.id, `requests/${otherRequest}/approve`),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((response) => response.statusCode === 409)!.json()).toEqual(
      error('conflict', CIRCLE_MESSAGES.full),
    );
    expect(await seats(circle.id)).toEqual({ memberCount: 2, rows: 2 });
    expect((await detail(owner, circle.id)).requests).toHaveLength(1);
    expect((await circleAction(app, await buildUser(app), circle.id, 'requests')).json()).toEqual(
      error('conflict', CIRCLE_MESSAGES.full),
    );
  });
});

describe('leaving, handing over and closing', () => {
  it('a member leaves and frees the seat; the owner must hand over first; a stranger cannot leave', async () => {
    const [owner, ben, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const circle = await buildCircle(app, owner, { capacity: 2 });
    await joinAs(app, ben, circle.id);
    const ownerHears = listen(owner);
    const left = await circleAction(app, ben, circle.id, 'leave');
    expect(left.statusCode).toBe(200);
    expect(left.json().circle).toMatchObject({ membership: 'none', members: 1, openings: 1 });
    expect(ownerHears).toEqual([{ type: 'circles', ids: [circle.id] }]);
    expect(await seats(circle.id)).toEqual({ memberCount: 1, rows: 1 });
    expect((await circleAction(app, ben, circle.id, 'leave')).json()).toEqual(
      error('conflict', CIRCLE_MESSAGES.notMember),
    );
    expect((await circleAction(app, stranger, circle.id, 'leave')).json()).toEqual(
      error('conflict', CIRCLE_MESSAGES.notMember),
    );
    expect((await circleAction(app, owner, circle.id, 'leave')).json()).toEqual(
      error('conflict', CIRCLE_MESSAGES.ownerCannotLeave),
    );
  });

  it('the owner hands the circle to a member, who may then answer requests; the old owner may leave', async () => {
    const [owner, ben, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const circle = await buildCircle(app, owner, { name: 'Relay' });
    await joinAs(app, ben, circle.id);
    const bad = async (user: TestUser, body: unknown) =>
      (await circleAction(app, user, circle.id, 'transfer', body)).json();
    expect(await bad(ben, { userId: ben.id })).toEqual(error('permission_denied', CIRCLE_MESSAGES.ownerOnly));
    expect(await bad(owner, { userId: stranger.id })).toEqual(
      error('conflict', CIRCLE_MESSAGES.transferToMember),
    );
    expect(await bad(owner, { userId: owner.id })).toEqual(
      error('conflict', CIRCLE_MESSAGES.transferToMember),
    );
    expect(await bad(owner, {})).toEqual(error('invalid_argument', CIRCLE_MESSAGES.userIdInvalid));

    const benHears = listen(ben);
    const moved = await circleAction(app, owner, circle.id, 'transfer', { userId: ben.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().circle).toMatchObject({ ownerId: ben.id, membership: 'member' });
    expect(benHears).toEqual([{ type: 'circles', ids: [circle.id] }]);
    expect(await activityTexts(db, ben.id)).toContain('You now own the circle “Relay”');
    const roles = (await detail(ben, circle.id)).members.map((m: { userId: string; role: string }) => [
      m.userId,
      m.role,
    ]);
    expect(roles).toEqual([
      [ben.id, 'owner'],
      [owner.id, 'member'],
    ]);
    expect((await circleAction(app, owner, circle.id, 'leave')).statusCode).toBe(200);
    expect((await circleAction(app, ben, circle.id, 'close')).statusCode).toBe(204);
  });

  it('the owner closes: the circle vanishes from lists and pages, pending requesters are told', async () => {
    const [owner, ben, asker] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const circle = await buildCircle(app, owner, { name: `Closing ${Date.now()}`, privacy: 'private' });
    expect((await circleAction(app, asker, circle.id, 'requests')).statusCode).toBe(201);
    const requestId = (await detail(owner, circle.id)).requests[0].id;
    expect((await circleAction(app, owner, circle.id, `requests/${requestId}/approve`)).statusCode).toBe(200);
    const late = await buildUser(app);
    expect((await circleAction(app, late, circle.id, 'requests')).statusCode).toBe(201);

    expect((await circleAction(app, ben, circle.id, 'close')).json()).toEqual(
      error('permission_denied', CIRCLE_MESSAGES.ownerOnly),
    );
    expect((await circleAction(app, asker, circle.id, 'close')).statusCode).toBe(403);
    const heard = [listen(asker), listen(late)];
    expect((await circleAction(app, owner, circle.id, 'close')).statusCode).toBe(204);
    for (const events of heard) expect(events).toEqual([{ type: 'circles', ids: [circle.id] }]);

    const found = (await call(app, 'GET', `/api/circles?q=${encodeURIComponent(circle.name)}`, owner)).json();
    expect(found).toMatchObject({ circles: [], count: 0 });
    expect((await call(app, 'GET', `/api/circles/${circle.id}`, asker)).statusCode).toBe(404);
    expect((await circleAction(app, late, circle.id, 'join')).statusCode).toBe(404);
    expect((await circleAction(app, owner, circle.id, 'close')).statusCode).toBe(404);
    const pending = await db
      .selectFrom('circle_join_requests')
      .select('status')
      .where('circle_id', '=', circle.id)
      .where('user_id', '=', late.id)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('declined');
  });
});
