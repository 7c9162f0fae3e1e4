import { TIME_ZONE_HEADER } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildCircle, circleAction, joinAs } from '../../test/circles';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';

let clock = 0;
const { app, db } = await buildAppWith({ now: () => clock });
const zone = (timeZone: string) => ({ [TIME_ZONE_HEADER]: timeZone });
const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * 25 XP at the current clock: a challenge of the user's, which a new peer taught back two weeks earlier (so what
 * the peer earned falls in an earlier week), rated now; the rating completes it. The peer leaves the boards, so
 * the stars the rating earns them change no board.
 */
async function earn25(user: TestUser) {
  const now = clock;
  clock = now - TWO_WEEKS_MS;
  const helper = await buildUser(app, { name: 'Helper' });
  const { feedbackId } = await completedTeachback(app, db, user, helper);
  clock = now;
  const hidden = await call(app, 'PATCH', '/api/profile/visibility', helper, { showOnLeaderboards: false });
  expect(hidden.statusCode).toBe(200);
  expect((await review(app, user, feedbackId, { rating: 4 })).statusCode).toBe(200);
}

async function get(user: TestUser, url: string, headers: Record<string, string> = {}) {
  const response = await call(app, 'GET', url, user, undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a circle’s week: members’ XP and the circle leaderboard', { timeout: 20_000 }, () => {
  it('counts XP since Monday 00:00 UTC, the same week for every viewer; last week does not count', async () => {
    const [ada, bob, cy] = [
      await buildUser(app, { name: 'Ada' }),
      await buildUser(app, { name: 'Bob' }),
      await buildUser(app, { name: 'Cy' }),
    ];
    clock = Date.parse('2026-03-20T12:00:00Z');
    const circle = await buildCircle(app, ada);
    await joinAs(app, bob, circle.id);
    clock += 60_000; // members are listed by when they joined
    await joinAs(app, cy, circle.id);
    await earn25(cy); // last week
    clock = Date.parse('2026-03-23T06:30:00Z'); // Monday 06:30 UTC (still Sunday in Los Angeles)
    await earn25(bob);
    clock = Date.parse('2026-03-25T12:00:00Z'); // Wednesday
    await earn25(ada);
    await earn25(ada);

    const inUtc = await get(ada, `/api/circles/${circle.id}`, zone('UTC'));
    expect(inUtc.weekStart).toBe(Date.parse('2026-03-23T00:00:00Z'));
    expect(
      inUtc.members.map((m: { name: string; weekXp: number; level: number }) => [m.name, m.weekXp, m.level]),
    ).toEqual([
      ['Ada', 50, 1],
      ['Bob', 25, 1],
      ['Cy', 0, 1],
    ]);
    expect(inUtc.leaderboard).toEqual([
      { rank: 1, userId: ada.id, name: 'Ada', xp: 50, you: true },
      { rank: 2, userId: bob.id, name: 'Bob', xp: 25, you: false },
    ]);

    // The week is the leaderboards' shared one: Los Angeles sees the same week and the same board.
    const inLosAngeles = await get(bob, `/api/circles/${circle.id}`, zone('America/Los_Angeles'));
    expect(inLosAngeles.weekStart).toBe(Date.parse('2026-03-23T00:00:00Z'));
    expect(inLosAngeles.leaderboard).toEqual([
      { rank: 1, userId: ada.id, name: 'Ada', xp: 50, you: false },
      { rank: 2, userId: bob.id, name: 'Bob', xp: 25, you: true },
    ]);
  });
});

describe('GET /api/circles/leaderboard (the dashboard panel)', { timeout: 20_000 }, () => {
  it('ranks the members of my circles this week, each once, top `limit`; strangers are left out', async () => {
    const [me, mate, other, stranger] = [
      await buildUser(app, { name: 'Me' }),
      await buildUser(app, { name: 'Mate' }),
      await buildUser(app, { name: 'Other' }),
      await buildUser(app, { name: 'Stranger' }),
    ];
    clock = Date.parse('2026-04-08T10:00:00Z');
    const first = await buildCircle(app, me);
    const second = await buildCircle(app, mate);
    await joinAs(app, mate, first.id);
    await joinAs(app, me, second.id);
    await joinAs(app, other, second.id);
    await earn25(stranger);
    await earn25(stranger);
    await earn25(stranger);
    await earn25(mate);
    await earn25(mate);
    await earn25(other);
    await earn25(me);

    const board = await get(me, '/api/circles/leaderboard');
    expect(board).toEqual({
      scope: 'circles',
      since: Date.parse('2026-04-06T00:00:00Z'),
      entries: [
        { rank: 1, userId: mate.id, name: 'Mate', xp: 50, you: false },
        expect.objectContaining({ rank: 2, xp: 25 }),
        expect.objectContaining({ rank: 2, xp: 25 }),
      ],
    });
    expect(
      board.entries
        .slice(1)
        .map((entry: { userId: string }) => entry.userId)
        .sort(),
    ).toEqual([me.id, other.id].sort());
    expect((await get(me, '/api/circles/leaderboard?limit=1')).entries).toHaveLength(1);

    // A closed circle no longer counts: Other shared only the second circle with me.
    expect((await circleAction(app, mate, second.id, 'close')).statusCode).toBe(204);
    const after = await get(me, '/api/circles/leaderboard');
    expect(after.entries.map((entry: { name: string }) => entry.name)).toEqual(['Mate', 'Me']);
  });

  it('ranks everyone when I am in no circle', async () => {
    const loner = await buildUser(app, { name: 'Loner' });
    clock = Date.parse('2026-05-13T10:00:00Z');
    await earn25(loner);
    const board = await get(loner, '/api/circles/leaderboard?limit=5');
    expect(board.scope).toBe('everyone');
    expect(board.entries).toEqual([{ rank: 1, userId: loner.id, name: 'Loner', xp: 25, you: true }]);
  });

  it('refuses a bad limit', async () => {
    const user = await buildUser(app);
    const response = await call(app, 'GET', '/api/circles/leaderboard?limit=0', user);
    expect(response.statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/circles/leaderboard?limit=21', user)).statusCode).toBe(400);
  });
});
