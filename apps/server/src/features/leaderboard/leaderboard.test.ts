import { TIME_ZONE_HEADER } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback } from '../../test/learning-loop';

let clock = 0;
const { app, db } = await buildAppWith({ now: () => clock });
const zone = (timeZone: string) => ({ [TIME_ZONE_HEADER]: timeZone });

/** 25 XP at the current clock: create a challenge and complete it. */
async function earn25(user: TestUser) {
  const { challenge } = await buildChallenge(app, user);
  expect((await call(app, 'POST', `/api/challenges/${challenge.id}/complete`, user)).statusCode).toBe(200);
}

async function leaderboard(viewer: TestUser, query = '', headers: Record<string, string> = {}) {
  const response = await call(app, 'GET', `/api/leaderboard${query}`, viewer, undefined, headers);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/leaderboard?period=week', () => {
  it('ranks XP earned since Monday from the ledger; last week and users without XP are left out', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const bob = await buildUser(app, { name: 'Bob' });
    const cy = await buildUser(app, { name: 'Cy' });
    clock = Date.parse('2026-03-04T12:00:00Z'); // last week
    await earn25(cy);
    clock = Date.parse('2026-03-11T12:00:00Z'); // Wednesday
    await earn25(ada);
    await completedTeachback(app, db, bob, ada); // Ada +15; Bob only asked
    await earn25(bob);

    const board = await leaderboard(ada, '?period=week');
    expect(board).toEqual({
      period: 'week',
      since: Date.parse('2026-03-09T00:00:00Z'),
      entries: [
        { rank: 1, userId: ada.id, name: 'Ada', xp: 40, you: true },
        { rank: 2, userId: bob.id, name: 'Bob', xp: 25, you: false },
      ],
    });
    expect((await leaderboard(bob, '?limit=1')).entries).toEqual([
      { rank: 1, userId: ada.id, name: 'Ada', xp: 40, you: false },
    ]);
  });

  it('starts the week at Monday 00:00 in the viewer’s time zone', async () => {
    const dee = await buildUser(app, { name: 'Dee' });
    clock = Date.parse('2026-03-23T06:30:00Z'); // Sunday 23:30 in Los Angeles, Monday 06:30 in UTC
    await earn25(dee);
    clock = Date.parse('2026-03-23T12:00:00Z'); // Monday in both
    const inUtc = await leaderboard(dee, '', zone('UTC'));
    expect(inUtc.since).toBe(Date.parse('2026-03-23T00:00:00Z'));
    expect(inUtc.entries).toEqual([expect.objectContaining({ userId: dee.id, xp: 25 })]);
    const inLosAngeles = await leaderboard(dee, '', zone('America/Los_Angeles'));
    expect(inLosAngeles.since).toBe(Date.parse('2026-03-23T07:00:00Z'));
    expect(inLosAngeles.entries).toEqual([]);
  });

  it('equal XP shares a rank; a user without a display name shows the first 6 characters of their id', async () => {
    const [eve, nameless, fay] = [
      await buildUser(app, { name: 'Eve' }),
      await buildUser(app, { name: '' }),
      await buildUser(app, { name: 'Fay' }),
    ];
    clock = Date.parse('2026-04-08T12:00:00Z');
    await earn25(eve);
    await earn25(eve);
    await earn25(nameless);
    await earn25(fay);
    const { entries } = await leaderboard(fay);
    const [tiedFirst, tiedSecond] = [nameless.id, fay.id].sort();
    expect(entries).toEqual([
      { rank: 1, userId: eve.id, name: 'Eve', xp: 50, you: false },
      expect.objectContaining({ rank: 2, userId: tiedFirst, xp: 25 }),
      expect.objectContaining({ rank: 2, userId: tiedSecond, xp: 25 }),
    ]);
    const shown = entries.find((entry: { userId: string }) => entry.userId === nameless.id);
    expect(shown.name).toBe(nameless.id.slice(0, 6));
  });

  it('refuses bad queries and signed-out callers', async () => {
    const gus = await buildUser(app);
    expect((await call(app, 'GET', '/api/leaderboard?period=month', gus)).json()).toEqual({
      error: { code: 'invalid_argument', message: 'Period must be week.' },
    });
    expect((await call(app, 'GET', '/api/leaderboard?limit=51', gus)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/leaderboard')).statusCode).toBe(401);
  });
});
