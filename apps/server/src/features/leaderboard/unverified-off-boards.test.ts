import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { outbox, postJson } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { buildCircle, joinAs } from '../../test/circles';
import { buildUser, call, type TestUser } from '../../test/factories';
import { listOnlyVerified } from '../../db/migrations/044-board-listing';
import { refreshBoardListing } from '../public-profile/visibility.service';
import { addPeriodXp } from '../xp/period-totals.repo';
import { addProfileXp, insertLedgerRow } from '../xp/xp.repo';

/*
 * A board shows an account only when its owner chose to be shown AND its address is verified. Accounts paid XP
 * before that rule and still unverified are taken off every board (global all time, week, month, circles, the
 * ranks) by migration 044 or by refreshBoardListing, and come back once they open their verification link.
 */
const { app, db, config } = await buildTestApp();
let awards = 0;

/** An award paid the way award.service writes one (ledger, profile, periods), as it was before held XP. */
async function giveXp(user: TestUser, amount: number) {
  awards += 1;
  await insertLedgerRow(db, {
    userId: user.id,
    kind: 'challenge_completed',
    source: `legacy-${awards}`,
    peerId: null,
    day: null,
    reason: null,
    amount,
    createdAt: Date.now(),
  });
  await addProfileXp(db, user.id, amount);
  await addPeriodXp(db, user.id, amount, Date.now());
}

/** Legacy data: an account that earned while verification was not required, and never verified. */
async function markUnverified(user: TestUser) {
  await db
    .updateTable('user')
    .set({ emailVerified: sql<boolean>`false` })
    .where('id', '=', user.id)
    .execute();
}

async function verifyByLink(user: TestUser) {
  const mail = (await outbox(config))
    .filter((m) => m.to === user.email && m.subject === 'Verify your Teachloop e-mail')
    .at(-1);
  if (!mail?.link) throw new Error(`no verification mail to ${user.email}`);
  const token = new URL(mail.link).searchParams.get('token');
  const response = await postJson(app, '/api/email/verify', { token });
  expect(response.statusCode).toBe(200);
}

type Entry = { userId: string; rank: number };
const idsOf = (entries: Entry[]) => entries.map((entry) => entry.userId);

async function get(viewer: TestUser, path: string) {
  const response = await call(app, 'GET', path, viewer);
  expect(response.statusCode, path).toBe(200);
  return response.json();
}

const PERIODS = ['all', 'week', 'month'] as const;

/** Where `who` stands on each board `viewer` sees: the site's three periods and the circle's weekly board. */
async function seenBy(viewer: TestUser, who: TestUser, circleId: string) {
  const site = await Promise.all(
    PERIODS.map(async (period) => {
      const board = await get(viewer, `/api/leaderboard?period=${period}&limit=50`);
      return {
        period,
        shown: idsOf(board.entries).includes(who.id),
        myRank: board.me?.rank,
        total: board.total,
      };
    }),
  );
  const circle = idsOf((await get(viewer, `/api/circles/${circleId}`)).leaderboard).includes(who.id);
  const panel = idsOf((await get(viewer, '/api/circles/leaderboard')).entries).includes(who.id);
  return { site, circle, panel };
}

async function scene(name: string) {
  // Signed up through the endpoint: the verification mail of its sign-up is the link it returns through.
  const legacy = await buildUser(app, { name: `${name} Legacy`, viaSignUp: true });
  const viewer = await buildUser(app, { name: `${name} Viewer` });
  await giveXp(legacy, 5_000_000 + awards);
  await giveXp(viewer, 1_000);
  const circle = await buildCircle(app, viewer);
  await joinAs(app, legacy, circle.id);
  const before = await seenBy(viewer, legacy, circle.id);
  expect(before.site.every((board) => board.shown)).toBe(true);
  expect(before).toMatchObject({ circle: true, panel: true });
  await markUnverified(legacy);
  return { legacy, viewer, circleId: circle.id, before };
}

type Seen = Awaited<ReturnType<typeof seenBy>>;

async function expectOffEveryBoard(viewer: TestUser, legacy: TestUser, circleId: string, before: Seen) {
  const after = await seenBy(viewer, legacy, circleId);
  for (const [index, board] of after.site.entries()) {
    expect(board.shown, board.period).toBe(false);
    // The viewer has one fewer ahead of them, and the board counts one fewer.
    expect(board.myRank, board.period).toBe(before.site[index]!.myRank - 1);
    expect(board.total, board.period).toBe(before.site[index]!.total - 1);
  }
  expect(after).toMatchObject({ circle: false, panel: false });
}

describe('an unverified account is on no board', { timeout: 60_000 }, () => {
  it('legacy earners leave every board at the migration step and return through the verification link', async () => {
    const { legacy, viewer, circleId, before } = await scene('Migrated');
    await listOnlyVerified(db as never);
    await expectOffEveryBoard(viewer, legacy, circleId, before);
    // The owner's choice is kept: the settings still say 'show me'.
    const settings = await get(legacy, '/api/profile/visibility');
    expect(settings.visibility.showOnLeaderboards).toBe(true);
    // Their own view still has their row, marked hidden from others.
    const own = await get(legacy, '/api/leaderboard?period=week');
    expect(own.me.userId).toBe(legacy.id);
    expect(own.meHidden).toBe(true);

    await verifyByLink(legacy);
    const back = await seenBy(viewer, legacy, circleId);
    expect(back).toEqual(before);
  });

  it('the refresh takes a legacy earner off, and the switch stays the owner’s once verified', async () => {
    const { legacy, viewer, circleId, before } = await scene('Refreshed');
    await refreshBoardListing(db, legacy.id);
    await expectOffEveryBoard(viewer, legacy, circleId, before);
    // Turning the switch on while unverified shows nobody.
    const on = await call(app, 'PATCH', '/api/profile/visibility', legacy, { showOnLeaderboards: true });
    expect(on.statusCode).toBe(200);
    expect((await seenBy(viewer, legacy, circleId)).site.some((board) => board.shown)).toBe(false);
    // Hidden by choice, then verified: still hidden until the owner turns the switch back on.
    await call(app, 'PATCH', '/api/profile/visibility', legacy, { showOnLeaderboards: false });
    await verifyByLink(legacy);
    expect((await seenBy(viewer, legacy, circleId)).site.some((board) => board.shown)).toBe(false);
    await call(app, 'PATCH', '/api/profile/visibility', legacy, { showOnLeaderboards: true });
    expect(await seenBy(viewer, legacy, circleId)).toEqual(before);
  });

  it('an e-mail sign-up starts off the boards with its switch on', async () => {
    const fresh = await buildUser(app, { name: 'Fresh Signup', verified: false });
    const row = await db
      .selectFrom('profiles')
      .select(['listed', 'show_on_boards'])
      .where('id', '=', fresh.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ listed: 0, show_on_boards: 1 });
    expect((await get(fresh, '/api/profile/visibility')).visibility.showOnLeaderboards).toBe(true);
    // A period total made while unverified copies the effective listing.
    await giveXp(fresh, 10);
    const totals = await db
      .selectFrom('xp_period_totals')
      .select('listed')
      .where('user_id', '=', fresh.id)
      .execute();
    expect(totals.map((total) => total.listed)).toEqual([0, 0]);
    await verifyByLink(fresh);
    const listed = await db
      .selectFrom('xp_period_totals')
      .select('listed')
      .where('user_id', '=', fresh.id)
      .execute();
    expect(listed.map((total) => total.listed)).toEqual([1, 1]);
  });
});
