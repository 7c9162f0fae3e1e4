import { DAY_MS, TIME_ZONE_HEADER } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import {
  activityTexts,
  buildAppWith,
  buildChallenge,
  buildUser,
  call,
  type TestUser,
} from '../../test/factories';
import { completedTeachback, profileOf, review } from '../../test/learning-loop';

let clock = Date.parse('2026-03-02T12:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock });
const zone = (timeZone: string) => ({ [TIME_ZONE_HEADER]: timeZone });
const LA = zone('America/Los_Angeles');
const UTC = zone('UTC');

/** An XP-earning action of the user's own at the current clock: create a challenge and complete it. */
async function completeAChallenge(user: TestUser, headers: Record<string, string>) {
  const { challenge } = await buildChallenge(app, user);
  const response = await call(
    app,
    'POST',
    `/api/challenges/${challenge.id}/complete`,
    user,
    undefined,
    headers,
  );
  expect(response.statusCode).toBe(200);
}

describe('streak days are calendar days in the user’s time zone', () => {
  it('23:30 and 00:30 the next local day in Los Angeles are two days; the same instants in UTC are one', async () => {
    const ada = await buildUser(app);
    const bob = await buildUser(app);
    clock = Date.parse('2026-03-11T06:30:00Z'); // 23:30 on 10 March in Los Angeles (PDT, -7)
    await completeAChallenge(ada, LA);
    await completeAChallenge(bob, UTC);
    clock = Date.parse('2026-03-11T07:30:00Z'); // 00:30 on 11 March in Los Angeles
    await completeAChallenge(ada, LA);
    await completeAChallenge(bob, UTC);
    expect(await profileOf(app, ada, LA)).toMatchObject({ streak: 2, longestStreak: 2 });
    expect(await profileOf(app, bob, UTC)).toMatchObject({ streak: 1, longestStreak: 1 });
    const stored = await db
      .selectFrom('profiles')
      .select('time_zone')
      .where('id', '=', ada.id)
      .executeTakeFirst();
    expect(stored?.time_zone).toBe('America/Los_Angeles');

    // Yesterday's action keeps today's streak; a whole missed day (no freeze held) ends it; longest stays.
    clock = Date.parse('2026-03-12T20:00:00Z'); // 12 March in Los Angeles
    expect((await profileOf(app, ada, LA)).streak).toBe(2);
    clock = Date.parse('2026-03-13T20:00:00Z');
    expect(await profileOf(app, ada, LA)).toMatchObject({ streak: 0, longestStreak: 2, streakFreezes: 0 });
  });

  it('a missing or unknown time zone counts in UTC, never an error', async () => {
    const ada = await buildUser(app);
    clock = Date.parse('2026-04-01T23:30:00Z');
    await completeAChallenge(ada, zone('Mars/Olympus_Mons'));
    clock = Date.parse('2026-04-02T00:30:00Z');
    await completeAChallenge(ada, {});
    expect(await profileOf(app, ada, zone('not a zone'))).toMatchObject({ streak: 2 });
    const stored = await db
      .selectFrom('profiles')
      .select('time_zone')
      .where('id', '=', ada.id)
      .executeTakeFirst();
    expect(stored?.time_zone).toBe('UTC');
  });

  it('a spring-forward day (23 hours in Los Angeles) is still one day', async () => {
    const ada = await buildUser(app);
    clock = Date.parse('2026-03-08T07:59:00Z'); // 23:59 PST on 7 March
    await completeAChallenge(ada, LA);
    clock = Date.parse('2026-03-09T06:59:00Z'); // 23:59 PDT on 8 March: 23 hours later, the next day
    await completeAChallenge(ada, LA);
    expect((await profileOf(app, ada, LA)).streak).toBe(2);
  });
});

describe('freezes and On Fire', () => {
  it('7 days earn a freeze and On Fire once; a missed day spends the freeze; two missed days end it', async () => {
    const eve = await buildUser(app);
    const day0 = Date.parse('2026-05-04T10:00:00Z');
    for (let day = 0; day < 7; day++) {
      clock = day0 + day * DAY_MS;
      await completeAChallenge(eve, UTC);
    }
    expect(await profileOf(app, eve, UTC)).toMatchObject({ streak: 7, longestStreak: 7, streakFreezes: 1 });
    expect((await profileOf(app, eve, UTC)).badges).toContain('on_fire');

    // Day 7 missed. On day 8 the freeze covers it: the streak still reads 7, the freeze is spent.
    clock = day0 + 8 * DAY_MS;
    expect(await profileOf(app, eve, UTC)).toMatchObject({ streak: 7, streakFreezes: 0 });
    await completeAChallenge(eve, UTC);
    expect(await profileOf(app, eve, UTC)).toMatchObject({ streak: 8, longestStreak: 8, streakFreezes: 0 });

    // Days 9 and 10 missed, no freeze left: on day 11 the streak is 0, a new action starts again at 1.
    clock = day0 + 11 * DAY_MS;
    expect(await profileOf(app, eve, UTC)).toMatchObject({ streak: 0, longestStreak: 8 });
    await completeAChallenge(eve, UTC);
    expect(await profileOf(app, eve, UTC)).toMatchObject({ streak: 1, longestStreak: 8 });
    const texts = await activityTexts(db, eve.id);
    expect(texts.filter((text) => text === 'Earned the “On Fire” badge')).toHaveLength(1);
  });

  it('XP a peer causes (a review received) does not extend the streak', async () => {
    const [rae, lin] = [await buildUser(app), await buildUser(app)];
    clock = Date.parse('2026-06-01T12:00:00Z');
    const { feedbackId } = await completedTeachback(app, db, rae, lin, {}, UTC);
    clock = Date.parse('2026-06-02T12:00:00Z');
    await review(app, rae, feedbackId, { rating: 5 }, UTC);
    expect(await profileOf(app, lin, UTC)).toMatchObject({ xp: 15 + 10, streak: 1 });
    clock = Date.parse('2026-06-03T12:00:00Z');
    expect((await profileOf(app, lin, UTC)).streak).toBe(0);
    // Giving the review was Rae's own action on 2 June.
    expect((await profileOf(app, rae, UTC)).streak).toBe(1);
  });
});
