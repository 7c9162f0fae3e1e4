import { describe, expect, it } from 'vitest';
import { buildAppWith, buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { buildCircle, joinAs } from '../../test/circles';
import { hideItem, liftSuspension, suspendUser } from '../../test/moderation-state';
import { addPeriodXp } from '../xp/period-totals.repo';
import { addProfileXp } from '../xp/xp.repo';

/*
 * A suspended account is off every board and its public profile answers 404, its challenges
 * and circles leave the lists others browse, and a hidden profile, challenge or circle is gone the same way.
 * Lifting the suspension (or unhiding) restores everything: nothing but the moderation columns changes.
 */

const clock = Date.parse('2026-11-25T12:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock });

async function earn(user: TestUser, xp: number) {
  await addProfileXp(db, user.id, xp);
  await addPeriodXp(db, user.id, xp, clock);
}

type Board = { total: number; entries: { userId: string; rank: number }[]; me: { rank: number } | null };

async function board(viewer: TestUser, period: 'week' | 'all') {
  const response = await call(app, 'GET', `/api/leaderboard?period=${period}&limit=50`, viewer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Board>();
}

const rankOf = (found: Board, user: TestUser) =>
  found.entries.find((entry) => entry.userId === user.id)?.rank;

async function publicHandle(user: TestUser): Promise<string> {
  const response = await call(app, 'PATCH', '/api/profile/visibility', user, { publicProfile: true });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().visibility.handle;
}

const publicProfile = (handle: string) =>
  app.inject({ method: 'GET', url: `/api/public-profiles/${handle}` });

describe('a suspended account', { timeout: 40_000 }, () => {
  it('leaves the global, week and circle boards, ranks and counts while suspended; lifting restores it', async () => {
    const top = await buildUser(app, { name: 'Tia Top' });
    const viewer = await buildUser(app, { name: 'Val Viewer' });
    await earn(top, 900_000);
    await earn(viewer, 800_000);
    const circle = await buildCircle(app, viewer);
    await joinAs(app, top, circle.id);

    const before = { all: await board(viewer, 'all'), week: await board(viewer, 'week') };
    expect(rankOf(before.all, top)).toBe(1);
    expect(before.all.me?.rank).toBe(2);

    await suspendUser(db, top.id);
    for (const period of ['all', 'week'] as const) {
      const after = await board(viewer, period);
      expect(rankOf(after, top)).toBeUndefined();
      expect(after.me?.rank).toBe(before[period].me!.rank - 1);
      expect(after.total).toBe(before[period].total - 1);
    }
    const detail = (await call(app, 'GET', `/api/circles/${circle.id}`, viewer)).json();
    expect(detail.leaderboard.map((entry: { userId: string }) => entry.userId)).toEqual([viewer.id]);
    // A name is not content: the suspended member stays in the member list.
    expect(detail.members.map((member: { userId: string }) => member.userId)).toContain(top.id);

    await liftSuspension(db, top.id);
    const lifted = await board(viewer, 'all');
    expect(rankOf(lifted, top)).toBe(1);
    expect(lifted.total).toBe(before.all.total);
    expect(
      (await call(app, 'GET', `/api/circles/${circle.id}`, viewer))
        .json()
        .leaderboard.map((entry: { userId: string }) => entry.userId),
    ).toEqual([top.id, viewer.id]);
  });

  it('has a public profile that answers 404 while suspended, and again when hidden', async () => {
    const owner = await buildUser(app, { name: 'Pia Public' });
    const handle = await publicHandle(owner);
    expect((await publicProfile(handle)).statusCode).toBe(200);

    await suspendUser(db, owner.id, clock + 86_400_000);
    expect((await publicProfile(handle)).statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: `/u/${handle}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    await liftSuspension(db, owner.id);
    expect((await publicProfile(handle)).statusCode).toBe(200);

    await hideItem(db, 'profile', owner.id, 'Offensive bio');
    expect((await publicProfile(handle)).statusCode).toBe(404);
  });
});

describe('lists others browse', { timeout: 40_000 }, () => {
  it('leave out hidden challenges and those of suspended owners; they cannot be accepted', async () => {
    const owner = await buildUser(app, { name: 'Oli Owner' });
    const other = await buildUser(app, { name: 'Ora Other' });
    const peer = await buildUser(app, { name: 'Pat Peer' });
    const hidden = (await buildChallenge(app, owner, { title: 'Hidden tries' })).challenge.id;
    const suspended = (await buildChallenge(app, other, { title: 'Suspended tries' })).challenge.id;
    await db
      .updateTable('challenges')
      .set({ open_to_teach_since: clock })
      .where('id', 'in', [hidden, suspended])
      .execute();
    const openIds = async () =>
      (await call(app, 'GET', '/api/challenges/open?limit=50', peer))
        .json()
        .challenges.map((challenge: { id: string }) => challenge.id);
    expect(await openIds()).toEqual(expect.arrayContaining([hidden, suspended]));

    await hideItem(db, 'challenge', hidden, 'Homework dump');
    await suspendUser(db, other.id);
    expect(await openIds()).not.toContain(hidden);
    expect(await openIds()).not.toContain(suspended);
    expect((await call(app, 'POST', `/api/challenges/${hidden}/accept`, peer)).statusCode).not.toBe(201);

    await liftSuspension(db, other.id);
    expect(await openIds()).toContain(suspended);
  });

  it('leave out hidden circles; a stranger gets 404, a member sees it removed, its owner sees why', async () => {
    const owner = await buildUser(app, { name: 'Cal Circle' });
    const member = await buildUser(app, { name: 'Mo Member' });
    const stranger = await buildUser(app, { name: 'Sid Stranger' });
    const circle = await buildCircle(app, owner, { name: 'Removed Circle Club' });
    await joinAs(app, member, circle.id);
    const found = async () =>
      (await call(app, 'GET', '/api/circles?q=Removed%20Circle', stranger)).json().circles.length;
    expect(await found()).toBe(1);

    await hideItem(db, 'circle', circle.id, 'Name is a slur');
    expect(await found()).toBe(0);
    expect((await call(app, 'GET', `/api/circles/${circle.id}`, stranger)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/circles/${circle.id}`, member)).json().circle).toMatchObject({
      name: '',
      focus: '',
      removed: { reason: null },
    });
    expect((await call(app, 'GET', `/api/circles/${circle.id}`, owner)).json().circle).toMatchObject({
      name: 'Removed Circle Club',
      removed: { reason: 'Name is a slur' },
    });

    await suspendUser(db, owner.id);
    await db
      .updateTable('circles')
      .set({ hidden_at: null, hidden_reason: null })
      .where('id', '=', circle.id)
      .execute();
    expect(await found()).toBe(0);
    await liftSuspension(db, owner.id);
    expect(await found()).toBe(1);
  });
});
