import { TIME_ZONE_HEADER } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { buildAppWith, buildUser, call, forgetDisplayName, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';
import { addPeriodXp } from '../xp/period-totals.repo';
import { addProfileXp, insertLedgerRow } from '../xp/xp.repo';

let clock = 0;
const { app, db } = await buildAppWith({ now: () => clock });
const zone = (timeZone: string) => ({ [TIME_ZONE_HEADER]: timeZone });

const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * 25 XP at the current clock: a challenge of the user's, which a new peer taught back two weeks earlier (so what
 * the peer earned then falls in an earlier week), rated now (the rating completes it and pays its points). The
 * peer keeps off the boards, so the stars the rating earns them now change no board.
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

async function leaderboard(viewer: TestUser | undefined, query = '', headers: Record<string, string> = {}) {
  const response = await call(app, 'GET', `/api/leaderboard${query}`, viewer, undefined, headers);
  expect(response.statusCode).toBe(200);
  return response.json();
}

type Entry = { rank: number; userId: string; name: string; xp: number; streak: number; you: boolean };
const ids = (entries: Entry[]) => entries.map((entry) => entry.userId);

// Each test signs several users up through the real endpoint: slow on a busy two-core machine.
describe('GET /api/leaderboard?period=week', { timeout: 20_000 }, () => {
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
    const adaRow = { rank: 1, userId: ada.id, name: 'Ada', photoUrl: null, xp: 40, streak: 1, you: true };
    expect(board).toEqual({
      period: 'week',
      since: Date.parse('2026-03-09T00:00:00Z'),
      total: 2,
      entries: [
        adaRow,
        { rank: 2, userId: bob.id, name: 'Bob', photoUrl: null, xp: 25, streak: 1, you: false },
      ],
      me: adaRow,
    });
    // The dashboard-style call still works: the top 5 this week.
    const top = await leaderboard(bob, '?period=week&limit=1');
    expect(top.entries).toEqual([{ ...adaRow, you: false }]);
    expect(top.me).toEqual({
      rank: 2,
      userId: bob.id,
      name: 'Bob',
      photoUrl: null,
      xp: 25,
      streak: 1,
      you: true,
    });
  });

  it('shares one week with every viewer: from Monday 00:00 UTC, whatever their time zone', async () => {
    const dee = await buildUser(app, { name: 'Dee' });
    const eli = await buildUser(app, { name: 'Eli' });
    clock = Date.parse('2026-03-22T23:59:59Z'); // Sunday's last second in UTC (Monday 00:59 in Berlin)
    await earn25(eli);
    clock = Date.parse('2026-03-23T00:00:00Z'); // Monday's first second in UTC (Sunday 17:00 in Los Angeles)
    await earn25(dee);
    clock = Date.parse('2026-03-23T12:00:00Z');
    for (const timeZone of ['UTC', 'America/Los_Angeles', 'Europe/Berlin']) {
      const board = await leaderboard(dee, '', zone(timeZone));
      expect(board.since).toBe(Date.parse('2026-03-23T00:00:00Z'));
      expect(board.entries).toEqual([expect.objectContaining({ userId: dee.id, xp: 25, you: true })]);
    }
  });

  it('equal XP shares a rank; a user without a display name shows the first 6 characters of their id', async () => {
    const [eve, nameless, fay] = [
      await buildUser(app, { name: 'Eve' }),
      await buildUser(app, { name: 'Nameless' }),
      await buildUser(app, { name: 'Fay' }),
    ];
    await forgetDisplayName(db, nameless);
    clock = Date.parse('2026-04-08T12:00:00Z');
    await earn25(eve);
    await earn25(eve);
    await earn25(nameless);
    await earn25(fay);
    const { entries } = await leaderboard(fay);
    // Ties share rank 2; their order (by user id) follows the database's collation, so it is not asserted here.
    expect(entries[0]).toEqual({
      rank: 1,
      userId: eve.id,
      name: 'Eve',
      photoUrl: null,
      xp: 50,
      streak: 1,
      you: false,
    });
    expect(entries.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rank: 2, userId: nameless.id, xp: 25 }),
        expect.objectContaining({ rank: 2, userId: fay.id, xp: 25, you: true }),
      ]),
    );
    expect(entries).toHaveLength(3);
    const shown = entries.find((entry: Entry) => entry.userId === nameless.id);
    expect(shown.name).toBe(nameless.id.slice(0, 6));
    // The fallback name is searchable too.
    const found = await leaderboard(fay, `?q=${nameless.id.slice(0, 4)}`);
    expect(ids(found.entries)).toEqual([nameless.id]);
  });
});

describe('GET /api/leaderboard?period=month', { timeout: 20_000 }, () => {
  it('starts on the 1st 00:00 UTC for everyone: the last second of April is not May', async () => {
    const gil = await buildUser(app, { name: 'Gil' });
    const hal = await buildUser(app, { name: 'Hal' });
    clock = Date.parse('2026-04-30T23:59:59Z'); // April's last second in UTC; already 1 May in Tokyo
    await earn25(gil);
    clock = Date.parse('2026-05-01T00:00:00Z'); // May's first second in UTC; still April in Los Angeles
    await earn25(hal);
    clock = Date.parse('2026-05-20T12:00:00Z');

    for (const timeZone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
      const board = await leaderboard(hal, '?period=month', zone(timeZone));
      expect(board).toMatchObject({ period: 'month', since: Date.parse('2026-05-01T00:00:00Z'), total: 1 });
      expect(board.entries).toEqual([
        { rank: 1, userId: hal.id, name: 'Hal', photoUrl: null, xp: 25, streak: 0, you: true },
      ]);
    }

    // The same awards on the weekly board (week of Monday 18 May) are gone: the tabs change the data.
    expect((await leaderboard(hal, '?period=week', zone('UTC'))).entries).toEqual([]);
  });
});

/** A fresh database: all-time and paging tests see only their own users. */
async function freshBoard() {
  const fresh = await buildAppWith({ now: () => clock });
  let awards = 0;
  /** Test-only: an award of `amount` XP at `at`, through award.service's own writes (ledger, profile, periods). */
  const giveXp = async (user: TestUser, amount: number, at: number) => {
    awards += 1;
    const source = `test-${awards}`;
    await insertLedgerRow(fresh.db, {
      userId: user.id,
      kind: 'challenge_completed',
      source,
      peerId: null,
      day: null,
      reason: null,
      amount,
      createdAt: at,
    });
    await addProfileXp(fresh.db, user.id, amount);
    await addPeriodXp(fresh.db, user.id, amount, at);
  };
  const get = async (viewer: TestUser | undefined, query = '') => {
    const response = await call(fresh.app, 'GET', `/api/leaderboard${query}`, viewer);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  return { ...fresh, giveXp, get };
}

async function setStreak(database: Db, user: TestUser, streak: number, lastDay: string, freezes = 0) {
  await database
    .updateTable('profiles')
    .set({ streak, streak_last_day: lastDay, streak_freezes: freezes })
    .where('id', '=', user.id)
    .execute();
}

describe('GET /api/leaderboard?period=all', { timeout: 20_000 }, () => {
  it('reads all-time XP from profiles, sorts by XP or current streak either way, and searches', async () => {
    const board = await freshBoard();
    const [ivy, jon, kim, lee] = [
      await buildUser(board.app, { name: 'Ivy' }),
      await buildUser(board.app, { name: 'Jon' }),
      await buildUser(board.app, { name: 'Kim' }),
      await buildUser(board.app, { name: 'Lee' }), // never earned: not on the board
    ];
    await board.giveXp(ivy, 100, Date.parse('2025-01-05T12:00:00Z')); // long ago: only all time counts it
    await board.giveXp(jon, 40, Date.parse('2026-06-10T12:00:00Z'));
    await board.giveXp(kim, 40, Date.parse('2026-06-10T12:00:00Z'));
    clock = Date.parse('2026-06-10T18:00:00Z');
    await setStreak(board.db, ivy, 9, '2026-06-01'); // lapsed: 0 today
    await setStreak(board.db, jon, 3, '2026-06-09'); // yesterday: current
    await setStreak(board.db, kim, 5, '2026-06-08', 1); // one missed day, covered by a freeze

    const all = await board.get(jon, '?period=all');
    expect(all).toMatchObject({ period: 'all', since: null, total: 3 });
    expect(all.entries).toEqual([
      { rank: 1, userId: ivy.id, name: 'Ivy', photoUrl: null, xp: 100, streak: 0, you: false },
      expect.objectContaining({ rank: 2, xp: 40 }),
      expect.objectContaining({ rank: 2, xp: 40 }),
    ]);
    expect(ids(all.entries).slice(1).sort()).toEqual([jon.id, kim.id].sort());
    expect(all.me).toEqual({
      rank: 2,
      userId: jon.id,
      name: 'Jon',
      photoUrl: null,
      xp: 40,
      streak: 3,
      you: true,
    });
    expect(ids((await board.get(jon, '?period=week')).entries).sort()).toEqual([jon.id, kim.id].sort());

    const byStreak = await board.get(jon, '?period=all&sort=streak');
    expect(byStreak.entries.map((e: Entry) => [e.name, e.rank, e.streak])).toEqual([
      ['Kim', 1, 5],
      ['Jon', 2, 3],
      ['Ivy', 3, 0],
    ]);
    const ascending = await board.get(jon, '?period=all&sort=streak&dir=asc');
    expect(ascending.entries.map((e: Entry) => [e.name, e.rank])).toEqual([
      ['Ivy', 3],
      ['Jon', 2],
      ['Kim', 1],
    ]);
    const byXpAscending = await board.get(jon, '?period=all&dir=asc');
    expect(byXpAscending.entries.map((e: Entry) => e.xp)).toEqual([40, 40, 100]);

    // Search keeps each row's overall rank; `me` stays the viewer's own row.
    const named = await board.get(jon, '?period=all&q=KI');
    expect(named).toMatchObject({ total: 1, me: expect.objectContaining({ userId: jon.id, rank: 2 }) });
    expect(named.entries).toEqual([expect.objectContaining({ userId: kim.id, rank: 2, name: 'Kim' })]);
    const byXp = await board.get(jon, '?period=all&q=100');
    expect(byXp.entries).toEqual([expect.objectContaining({ userId: ivy.id, rank: 1 })]);
    expect((await board.get(jon, '?period=all&q=%25')).entries).toEqual([]); // % is literal, not a wildcard
    expect((await board.get(lee, '?period=all')).me).toBeNull();
  });

  it('pages past the top 50, always returns the viewer’s own row, and serves anonymous visitors', async () => {
    const board = await freshBoard();
    clock = Date.parse('2026-07-15T12:00:00Z');
    const users: TestUser[] = [];
    for (let index = 0; index < 55; index += 1) {
      const user = await buildUser(board.app, { name: `Player ${String(index + 1).padStart(2, '0')}` });
      await board.giveXp(user, 1000 - index * 10, clock - 60_000); // Player 01 has the most
      users.push(user);
    }
    const last = users[54]!;
    const first = await board.get(last, '?period=week');
    expect(first.total).toBe(55);
    expect(first.entries).toHaveLength(50);
    expect(first.entries.map((e: Entry) => e.rank)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(first.entries.some((e: Entry) => e.you)).toBe(false);
    expect(first.me).toEqual({
      rank: 55,
      userId: last.id,
      name: 'Player 55',
      photoUrl: null,
      xp: 460,
      streak: 0,
      you: true,
    });

    const second = await board.get(last, '?period=week&offset=50');
    expect(second.entries.map((e: Entry) => [e.rank, e.name])).toEqual([
      [51, 'Player 51'],
      [52, 'Player 52'],
      [53, 'Player 53'],
      [54, 'Player 54'],
      [55, 'Player 55'],
    ]);
    expect(second.entries.at(-1)).toEqual(second.me);
    expect((await board.get(users[0], '?period=week&offset=50')).me).toMatchObject({ rank: 1, you: true });

    // All time pages the same board from profiles' XP (read from the (xp, id) index, not ranked in full).
    const allTime = await board.get(last, '?period=all&offset=50');
    expect(allTime).toMatchObject({ total: 55, me: { rank: 55, you: true } });
    expect(allTime.entries.map((e: Entry) => e.rank)).toEqual([51, 52, 53, 54, 55]);
    const bottomFirst = await board.get(last, '?period=all&dir=asc&limit=2');
    expect(bottomFirst.entries.map((e: Entry) => [e.rank, e.name])).toEqual([
      [55, 'Player 55'],
      [54, 'Player 54'],
    ]);

    const anonymous = await board.get(undefined, '?period=week&limit=5');
    expect(anonymous).toMatchObject({ total: 55, me: null });
    expect(anonymous.entries.map((e: Entry) => [e.rank, e.you])).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
    ]);
    const newcomer = await buildUser(board.app, { name: 'Newcomer' });
    expect((await board.get(newcomer, '?period=week')).me).toBeNull();
  }, 60_000);
});

describe('GET /api/leaderboard: bad queries', () => {
  it.each([
    ['?period=year', 'Period must be week, month or all.'],
    ['?sort=name', 'Sort must be xp or streak.'],
    ['?dir=up', 'Direction must be desc or asc.'],
    ['?limit=51', 'limit must be a whole number from 1 to 50.'],
    ['?offset=-1', 'offset must be a whole number from 0 to 10000.'],
    ['?offset=1.5', 'offset must be a whole number from 0 to 10000.'],
    [`?q=${'a'.repeat(101)}`, 'Search must be at most 100 characters.'],
  ])('%s gets 400 with a clear message', async (query, message) => {
    const response = await call(app, 'GET', `/api/leaderboard${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_argument', message } });
  });
});
