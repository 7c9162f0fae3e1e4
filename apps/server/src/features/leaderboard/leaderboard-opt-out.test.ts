import { weekPeriod } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { buildCircle, joinAs } from '../../test/circles';
import { addPeriodXp } from '../xp/period-totals.repo';
import { addProfileXp, insertLedgerRow } from '../xp/xp.repo';

const clock = Date.parse('2026-04-08T10:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock });
let awards = 0;

/** Test-only: an award of `amount` XP now, through award.service's own writes (ledger, profile, periods). */
async function giveXp(user: TestUser, amount: number) {
  awards += 1;
  await insertLedgerRow(db, {
    userId: user.id,
    kind: 'challenge_completed',
    source: `opt-out-${awards}`,
    peerId: null,
    day: null,
    reason: null,
    amount,
    createdAt: clock,
  });
  await addProfileXp(db, user.id, amount);
  await addPeriodXp(db, user.id, amount, clock);
}

async function get(viewer: TestUser | undefined, path: string) {
  const response = await call(app, 'GET', path, viewer);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function showOnLeaderboards(user: TestUser, on: boolean) {
  const response = await call(app, 'PATCH', '/api/profile/visibility', user, { showOnLeaderboards: on });
  expect(response.statusCode).toBe(200);
  expect(response.json().visibility.showOnLeaderboards).toBe(on);
}

type Entry = { userId: string; rank: number; you: boolean };
const idsOf = (entries: Entry[]) => entries.map((entry) => entry.userId);

describe('Show me on leaderboards, off', { timeout: 30_000 }, () => {
  it('hides the user from every board others see; they still see their own row and rank', async () => {
    const top = await buildUser(app, { name: 'Top Learner' });
    const shy = await buildUser(app, { name: 'Shy Learner' });
    const low = await buildUser(app, { name: 'Low Learner' });
    await giveXp(top, 900_000);
    await giveXp(shy, 800_000);
    // Earned after the switch: the new week's row must be hidden too.
    await giveXp(low, 700_000);
    await showOnLeaderboards(shy, false);
    await giveXp(shy, 1);
    const circle = await buildCircle(app, top);
    await joinAs(app, shy, circle.id);
    await joinAs(app, low, circle.id);

    for (const query of [
      'period=all',
      'period=week',
      'period=month',
      'period=all&sort=streak',
      'period=week&q=Learner',
    ]) {
      const seen = await get(low, `/api/leaderboard?${query}`);
      expect(idsOf(seen.entries), query).not.toContain(shy.id);
      expect(seen.meHidden).toBeUndefined();
      const anonymous = await get(undefined, `/api/leaderboard?${query}`);
      expect(idsOf(anonymous.entries), query).not.toContain(shy.id);

      const own = await get(shy, `/api/leaderboard?${query}`);
      expect(idsOf(own.entries), query).not.toContain(shy.id);
      expect(own.me, query).toEqual(expect.objectContaining({ userId: shy.id, you: true }));
      expect(own.meHidden, query).toBe(true);
    }
    // The rank counts only those shown: Top is ahead, Low is not.
    const all = await get(shy, '/api/leaderboard?period=all');
    const topRank = all.entries.find((entry: Entry) => entry.userId === top.id).rank;
    expect(all.me.rank).toBe(topRank + 1);
    const lowSees = await get(low, '/api/leaderboard?period=all');
    expect(lowSees.me.rank).toBe(topRank + 1);

    // The circle's page and the dashboard panel: mates do not see Shy on the board; Shy sees their own row.
    const detail = await get(low, `/api/circles/${circle.id}`);
    expect(idsOf(detail.leaderboard)).toEqual([top.id, low.id]);
    // Members still see members (the list is not a board).
    expect(detail.members.map((member: { userId: string }) => member.userId)).toContain(shy.id);
    expect(idsOf((await get(shy, `/api/circles/${circle.id}`)).leaderboard)).toEqual([
      top.id,
      shy.id,
      low.id,
    ]);
    expect(idsOf((await get(low, '/api/circles/leaderboard')).entries)).toEqual([top.id, low.id]);
    expect(idsOf((await get(shy, '/api/circles/leaderboard')).entries)).toEqual([top.id, shy.id, low.id]);

    // Period totals follow the switch in the same write.
    const week = await db
      .selectFrom('xp_period_totals')
      .select('listed')
      .where('user_id', '=', shy.id)
      .where('period', '=', weekPeriod(clock).key)
      .executeTakeFirstOrThrow();
    expect(week.listed).toBe(0);

    // On again: back on every board.
    await showOnLeaderboards(shy, true);
    expect(idsOf((await get(low, '/api/leaderboard?period=week')).entries)).toContain(shy.id);
    expect(idsOf((await get(low, `/api/circles/${circle.id}`)).leaderboard)).toEqual([
      top.id,
      shy.id,
      low.id,
    ]);
  });

  it('is in the account export with the handle and the public profile switch', async () => {
    const ada = await buildUser(app, { name: 'Ada Export' });
    await showOnLeaderboards(ada, false);
    const exported = await call(app, 'GET', '/api/account/export', ada);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().profile).toEqual(
      expect.objectContaining({ handle: 'ada-export', public_profile: 0, listed: 0 }),
    );
  });
});
