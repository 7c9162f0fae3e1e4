import { DAY_MS, TIME_ZONE_HEADER } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { activityTexts, buildAppWith, buildUser, type TestUser } from '../../test/factories';
import { completedTeachback, profileOf, review } from '../../test/learning-loop';

let clock = Date.parse('2026-03-02T12:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock });
const zone = (timeZone: string) => ({ [TIME_ZONE_HEADER]: timeZone });
const LA = 'America/Los_Angeles';

/**
 * An XP-earning action of the user's own at the current clock: they complete a teach-back (+15) of a new
 * peer's challenge (a new peer each time, so no pair cap is reached).
 */
async function teachBack(user: TestUser) {
  await completedTeachback(app, db, await buildUser(app), user);
}

async function storedZoneOf(user: TestUser) {
  const row = await db
    .selectFrom('profiles')
    .select('time_zone')
    .where('id', '=', user.id)
    .executeTakeFirst();
  return row?.time_zone;
}

describe('streak days are calendar days in the time zone stored on the user’s profile', () => {
  it('23:30 and 00:30 the next local day in Los Angeles are two days; the same instants in UTC are one', async () => {
    // Each account starts with the zone its sign-up's browser sent.
    const ada = await buildUser(app, { timeZone: LA });
    const bob = await buildUser(app, { timeZone: 'UTC' });
    expect(await storedZoneOf(ada)).toBe('America/Los_Angeles');
    clock = Date.parse('2026-03-11T06:30:00Z'); // 23:30 on 10 March in Los Angeles (PDT, -7)
    await teachBack(ada);
    await teachBack(bob);
    clock = Date.parse('2026-03-11T07:30:00Z'); // 00:30 on 11 March in Los Angeles
    await teachBack(ada);
    await teachBack(bob);
    expect(await profileOf(app, ada)).toMatchObject({ streak: 2, longestStreak: 2 });
    expect(await profileOf(app, bob)).toMatchObject({ streak: 1, longestStreak: 1 });

    // Yesterday's action keeps today's streak; a whole missed day (no freeze held) ends it; longest stays.
    clock = Date.parse('2026-03-12T20:00:00Z'); // 12 March in Los Angeles
    expect((await profileOf(app, ada)).streak).toBe(2);
    clock = Date.parse('2026-03-13T20:00:00Z');
    expect(await profileOf(app, ada)).toMatchObject({ streak: 0, longestStreak: 2, streakFreezes: 0 });
  });

  it('a missing or unknown time zone counts in UTC, never an error', async () => {
    const ada = await buildUser(app, { timeZone: 'Mars/Olympus_Mons' });
    const cy = await buildUser(app);
    expect(await storedZoneOf(ada)).toBe('UTC');
    expect(await storedZoneOf(cy)).toBe('UTC');
    clock = Date.parse('2026-04-01T23:30:00Z');
    await teachBack(ada);
    clock = Date.parse('2026-04-02T00:30:00Z');
    await teachBack(ada);
    expect(await profileOf(app, ada, zone('not a zone'))).toMatchObject({ streak: 2 });
  });

  it('a spring-forward day (23 hours in Los Angeles) is still one day', async () => {
    const ada = await buildUser(app, { timeZone: LA });
    clock = Date.parse('2026-03-08T07:59:00Z'); // 23:59 PST on 7 March
    await teachBack(ada);
    clock = Date.parse('2026-03-09T06:59:00Z'); // 23:59 PDT on 8 March: 23 hours later, the next day
    await teachBack(ada);
    expect((await profileOf(app, ada)).streak).toBe(2);
  });
});

describe('freezes and On Fire', () => {
  it('7 days earn a freeze and On Fire once; a missed day spends the freeze; two missed days end it', async () => {
    const eve = await buildUser(app);
    const day0 = Date.parse('2026-05-04T10:00:00Z');
    for (let day = 0; day < 7; day++) {
      clock = day0 + day * DAY_MS;
      await teachBack(eve);
    }
    expect(await profileOf(app, eve)).toMatchObject({ streak: 7, longestStreak: 7, streakFreezes: 1 });
    expect((await profileOf(app, eve)).badges).toContain('on_fire');

    // Day 7 missed. On day 8 the freeze covers it: the streak still reads 7, the freeze is spent.
    clock = day0 + 8 * DAY_MS;
    expect(await profileOf(app, eve)).toMatchObject({ streak: 7, streakFreezes: 0 });
    await teachBack(eve);
    expect(await profileOf(app, eve)).toMatchObject({ streak: 8, longestStreak: 8, streakFreezes: 0 });

    // Days 9 and 10 missed, no freeze left: on day 11 the streak is 0, a new action starts again at 1.
    clock = day0 + 11 * DAY_MS;
    expect(await profileOf(app, eve)).toMatchObject({ streak: 0, longestStreak: 8 });
    await teachBack(eve);
    expect(await profileOf(app, eve)).toMatchObject({ streak: 1, longestStreak: 8 });
    const texts = await activityTexts(db, eve.id);
    expect(texts.filter((text) => text === 'Earned the “On Fire” badge')).toHaveLength(1);
  });

  it('XP a peer causes (a review received) does not extend the streak', async () => {
    const [rae, lin] = [await buildUser(app), await buildUser(app)];
    clock = Date.parse('2026-06-01T12:00:00Z');
    const { feedbackId } = await completedTeachback(app, db, rae, lin);
    clock = Date.parse('2026-06-02T12:00:00Z');
    const comment = 'Clear steps, and the example made it click.';
    expect((await review(app, rae, feedbackId, { rating: 5, comment })).statusCode).toBe(200);
    expect(await profileOf(app, lin)).toMatchObject({ xp: 15 + 10, streak: 1 });
    clock = Date.parse('2026-06-03T12:00:00Z');
    expect((await profileOf(app, lin)).streak).toBe(0);
    // Giving the review (rated, with a comment: it pays Rae, and completes Rae's challenge, which pays its 25)
    // was Rae's own action on 2 June.
    expect(await profileOf(app, rae)).toMatchObject({ xp: 25 + 10, streak: 1 });
  });
});
