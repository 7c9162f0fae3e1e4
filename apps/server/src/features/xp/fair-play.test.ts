import {
  DAILY_XP_CAP,
  DAY_MS,
  LEARNING_MESSAGES,
  localDay,
  NEW_CHALLENGE_POINTS,
  PAIR_AWARD_CAP,
  PAIR_WINDOW_DAYS,
  REVIEW_MESSAGES,
  TEACHBACK_COMPLETED_XP,
  TEACHBACK_MIN_WORDS,
  type XpKind,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, markHelpful, profileOf, review } from '../../test/learning-loop';
import { addPeriodXp } from './period-totals.repo';
import { addProfileXp, insertLedgerRow } from './xp.repo';

let clock = Date.parse('2026-05-04T09:00:00Z'); // a Monday morning in Tokyo (18:00), Berlin (11:00) and UTC
const { app, db } = await buildAppWith({ now: () => clock });

const GOOD_COMMENT = 'Clear steps and a worked example.';

/** The user's ledger rows of one kind, oldest first: what was paid and why not more. */
async function awards(user: TestUser, kind: XpKind) {
  return db
    .selectFrom('xp_ledger')
    .select(['amount', 'reason', 'peer_id', 'day'])
    .where('user_id', '=', user.id)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function dailyCapNotices(user: TestUser) {
  const rows = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', user.id)
    .where('kind', '=', 'daily_xp_cap')
    .execute();
  return rows.length;
}

async function setTimeZone(user: TestUser, timeZone: string) {
  await db.updateTable('profiles').set({ time_zone: timeZone }).where('id', '=', user.id).execute();
}

/** Test setup: XP the user was already paid today (another activity), written as award.service writes it. */
async function alreadyPaidToday(user: TestUser, amount: number, timeZone = 'UTC') {
  await insertLedgerRow(db, {
    userId: user.id,
    kind: 'review_helpful',
    source: `earlier-today:${user.id}:${clock}`,
    amount,
    createdAt: clock,
    peerId: null,
    day: localDay(clock, timeZone),
    reason: null,
  });
  await addProfileXp(db, user.id, amount);
  await addPeriodXp(db, user.id, amount, clock);
}

function completeChallenge(owner: TestUser, challengeId: string) {
  return call(app, 'POST', `/api/challenges/${challengeId}/complete`, owner);
}

/** One whole loop: owner's challenge taught back by learner, reviewed with stars and a comment. */
async function loop(owner: TestUser, learner: TestUser, rating = 4) {
  const ids = await completedTeachback(app, db, owner, learner);
  expect((await review(app, owner, ids.feedbackId, { rating, comment: GOOD_COMMENT })).statusCode).toBe(200);
  return ids;
}

describe('no XP without a peer', () => {
  it('completing your own challenge alone pays nothing, and says nothing was earned', async () => {
    const solo = await buildUser(app);
    for (let round = 0; round < 3; round += 1) {
      const { challenge } = await buildChallenge(app, solo);
      expect((await completeChallenge(solo, challenge.id)).statusCode).toBe(200);
    }
    expect(await profileOf(app, solo)).toMatchObject({ xp: 0, streak: 0, badges: [] });
    expect(await awards(solo, 'challenge_completed')).toEqual([]);
  });

  it('pays the challenge’s points once the owner has rated a peer’s teach-back, if completed first', async () => {
    const owner = await buildUser(app);
    const learner = await buildUser(app);
    const { challengeId, feedbackId } = await completedTeachback(app, db, owner, learner);
    expect((await completeChallenge(owner, challengeId)).statusCode).toBe(200);
    expect(await awards(owner, 'challenge_completed')).toEqual([]);

    expect((await review(app, owner, feedbackId, { rating: 5, comment: GOOD_COMMENT })).statusCode).toBe(200);
    expect(await awards(owner, 'challenge_completed')).toEqual([
      { amount: NEW_CHALLENGE_POINTS, reason: null, peer_id: learner.id, day: localDay(clock, 'UTC') },
    ]);
    // A revision closes nothing new: paid once.
    expect((await review(app, owner, feedbackId, { rating: 3, comment: GOOD_COMMENT })).statusCode).toBe(200);
    expect(await awards(owner, 'challenge_completed')).toHaveLength(1);
    expect((await profileOf(app, owner)).xp).toBe(NEW_CHALLENGE_POINTS + 10);
  });

  it('the owner’s rating completes the challenge and pays it, once; Mark complete after it is refused', async () => {
    const owner = await buildUser(app);
    const learner = await buildUser(app);
    const { challengeId } = await loop(owner, learner);
    expect((await awards(owner, 'challenge_completed')).map((row) => row.amount)).toEqual([
      NEW_CHALLENGE_POINTS,
    ]);
    expect((await completeChallenge(owner, challengeId)).statusCode).toBe(409);
    expect(await awards(owner, 'challenge_completed')).toHaveLength(1);
    expect((await profileOf(app, owner)).badges).toContain('first_challenge');
  });
});

describe('substance', () => {
  it(`completes a teach-back only with ${TEACHBACK_MIN_WORDS} words of explanation, writing nothing before`, async () => {
    const owner = await buildUser(app);
    const learner = await buildUser(app);
    const { teachback } = await buildChallenge(app, owner);
    await db
      .updateTable('teachbacks')
      .set({ assignee_id: learner.id })
      .where('id', '=', teachback!.id)
      .execute();
    const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');
    const save = (notes: string) =>
      call(app, 'PUT', `/api/teachbacks/${teachback!.id}/notes`, learner, { notes });
    const complete = () => call(app, 'POST', `/api/teachbacks/${teachback!.id}/complete`, learner);

    expect((await complete()).json()).toEqual({
      error: { code: 'invalid_argument', message: LEARNING_MESSAGES.teachbackTooShort },
    });
    expect((await save(words(TEACHBACK_MIN_WORDS - 1))).statusCode).toBe(200);
    const refused = await complete();
    expect(refused.statusCode).toBe(400);
    const row = await db
      .selectFrom('teachbacks')
      .select('status')
      .where('id', '=', teachback!.id)
      .executeTakeFirst();
    expect(row?.status).toBe('in_progress');
    expect(await awards(learner, 'teachback_completed')).toEqual([]);
    expect(
      await db
        .selectFrom('feedback_requests')
        .select('id')
        .where('teachback_id', '=', teachback!.id)
        .execute(),
    ).toEqual([]);

    expect((await save(`${words(TEACHBACK_MIN_WORDS - 1)} last`)).statusCode).toBe(200);
    expect((await complete()).statusCode).toBe(200);
    expect((await awards(learner, 'teachback_completed')).map((award) => award.amount)).toEqual([
      TEACHBACK_COMPLETED_XP,
    ]);
  });

  it('refuses a review without stars, writing nothing; stars earn the learner, a real comment the reviewer', async () => {
    const owner = await buildUser(app);
    const learner = await buildUser(app);
    const { feedbackId } = await completedTeachback(app, db, owner, learner);
    for (const body of [{}, { rating: 0, comment: GOOD_COMMENT }, { rating: null }]) {
      const response = await review(app, owner, feedbackId, body);
      expect(response.json()).toEqual({
        error: { code: 'invalid_argument', message: REVIEW_MESSAGES.ratingRequired },
      });
    }
    const pending = await db
      .selectFrom('feedback_requests')
      .select('status')
      .where('id', '=', feedbackId)
      .executeTakeFirst();
    expect(pending?.status).toBe('pending');

    // 19 characters: the learner's stars pay, the reviewer's points wait for a comment with substance.
    expect((await review(app, owner, feedbackId, { rating: 3, comment: 'x'.repeat(19) })).statusCode).toBe(
      200,
    );
    expect((await awards(learner, 'review_received')).map((award) => award.amount)).toEqual([6]);
    expect(await awards(owner, 'feedback_given')).toEqual([]);
    expect(
      (await review(app, owner, feedbackId, { rating: 3, comment: ` ${'y'.repeat(20)} ` })).statusCode,
    ).toBe(200);
    expect((await review(app, owner, feedbackId, { rating: 4, comment: GOOD_COMMENT })).statusCode).toBe(200);
    expect((await awards(owner, 'feedback_given')).map((award) => award.amount)).toEqual([10]);
    expect((await awards(learner, 'review_received')).map((award) => award.amount)).toEqual([6]);
    const notice = await db
      .selectFrom('notifications')
      .select('text')
      .where('user_id', '=', learner.id)
      .where('kind', '=', 'review_received')
      .execute();
    expect(notice.map((row) => row.text)).toEqual(['You received a 3-star review on “Binary search”']);
  });
});

describe(`the daily cap (${DAILY_XP_CAP} XP in any 24 hours)`, () => {
  it('pays up to the cap exactly, then records 0 with the reason, tells the user once, and pays again 24 hours later', async () => {
    clock = Date.parse('2026-05-05T14:00:00Z'); // 23:00 on 5 May in Tokyo
    const learner = await buildUser(app);
    await setTimeZone(learner, 'Asia/Tokyo');
    const requesters = [
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
      await buildUser(app),
    ];
    await alreadyPaidToday(learner, DAILY_XP_CAP - TEACHBACK_COMPLETED_XP - 5, 'Asia/Tokyo');

    // 15 of the 20 left: paid in full; then 5 left: pays 5; then nothing left: 0.
    for (const requester of requesters.slice(0, 3)) {
      await completedTeachback(app, db, requester, learner);
      clock += 60_000;
    }
    expect(await awards(learner, 'teachback_completed')).toEqual([
      { amount: 15, reason: null, peer_id: requesters[0]!.id, day: '2026-05-05' },
      { amount: 5, reason: 'daily_cap', peer_id: requesters[1]!.id, day: '2026-05-05' },
      { amount: 0, reason: 'daily_cap', peer_id: requesters[2]!.id, day: '2026-05-05' },
    ]);
    expect((await profileOf(app, learner)).xp).toBe(DAILY_XP_CAP);
    expect(await dailyCapNotices(learner)).toBe(1);

    // 00:30 on 6 May in Tokyo: a new calendar day, but the last 24 hours are still full.
    clock = Date.parse('2026-05-05T15:30:00Z');
    await completedTeachback(app, db, requesters[3]!, learner);
    expect((await awards(learner, 'teachback_completed')).at(-1)).toMatchObject({
      amount: 0,
      reason: 'daily_cap',
    });
    expect((await profileOf(app, learner)).xp).toBe(DAILY_XP_CAP);
    expect(await dailyCapNotices(learner)).toBe(1);

    // 24 hours after the earlier awards, the cap has room again.
    clock = Date.parse('2026-05-06T14:05:00Z');
    await completedTeachback(app, db, requesters[0]!, learner);
    expect((await awards(learner, 'teachback_completed')).at(-1)).toEqual({
      amount: 15,
      reason: null,
      peer_id: requesters[0]!.id,
      day: '2026-05-06',
    });
    expect((await profileOf(app, learner)).xp).toBe(DAILY_XP_CAP + 15);
  });

  it('a change of time zone opens no second cap', async () => {
    clock = Date.parse('2026-05-10T20:00:00Z'); // 20:00 on 10 May in UTC
    const learner = await buildUser(app);
    const requesters = [await buildUser(app), await buildUser(app)];
    await alreadyPaidToday(learner, DAILY_XP_CAP);
    // The learner moves to a zone where it is already tomorrow (through settings, once in 7 days).
    const moved = await call(app, 'PUT', '/api/account/time-zone', learner, {
      timeZone: 'Pacific/Kiritimati',
    });
    expect(moved.statusCode).toBe(200);
    clock += 60_000;
    await completedTeachback(app, db, requesters[0]!, learner);
    expect(await awards(learner, 'teachback_completed')).toMatchObject([{ amount: 0, reason: 'daily_cap' }]);
    expect((await profileOf(app, learner)).xp).toBe(DAILY_XP_CAP);
  });

  it('a capped award earns no badge and no streak day: only paid XP counts', async () => {
    clock = Date.parse('2026-05-07T10:00:00Z');
    const learner = await buildUser(app);
    const requester = await buildUser(app);
    await alreadyPaidToday(learner, DAILY_XP_CAP);
    await completedTeachback(app, db, requester, learner);
    expect(await awards(learner, 'teachback_completed')).toMatchObject([{ amount: 0, reason: 'daily_cap' }]);
    expect(await profileOf(app, learner)).toMatchObject({ xp: DAILY_XP_CAP, streak: 0, badges: [] });
    const week = await call(app, 'GET', '/api/leaderboard?period=week', learner);
    expect(week.json<{ me: { xp: number } | null }>().me?.xp).toBe(DAILY_XP_CAP);
  });
});

describe(`the pair cap (${PAIR_AWARD_CAP} awards of a kind between two people in ${PAIR_WINDOW_DAYS} days)`, () => {
  it('the 4th loop between the same two pays neither of them, each kind recorded with the reason; a week later it pays again', async () => {
    clock = Date.parse('2026-06-01T08:00:00Z');
    const owner = await buildUser(app);
    const learner = await buildUser(app);
    for (let round = 0; round < PAIR_AWARD_CAP + 1; round += 1) {
      const { challengeId, feedbackId } = await loop(owner, learner);
      await completeChallenge(owner, challengeId);
      expect((await markHelpful(app, learner, feedbackId)).statusCode).toBe(200);
      clock += 60 * 60 * 1000;
    }
    const paid = async (user: TestUser, kind: XpKind) =>
      (await awards(user, kind)).map((award) => [award.amount, award.reason]);
    expect(await paid(learner, 'teachback_completed')).toEqual([
      [15, null],
      [15, null],
      [15, null],
      [0, 'pair_cap'],
    ]);
    expect(await paid(learner, 'review_received')).toEqual([
      [8, null],
      [8, null],
      [8, null],
      [0, 'pair_cap'],
    ]);
    expect(await paid(owner, 'feedback_given')).toEqual([
      [10, null],
      [10, null],
      [10, null],
      [0, 'pair_cap'],
    ]);
    expect(await paid(owner, 'challenge_completed')).toEqual([
      [25, null],
      [25, null],
      [25, null],
      [0, 'pair_cap'],
    ]);
    expect(await paid(owner, 'review_helpful')).toEqual([
      [5, null],
      [5, null],
      [5, null],
      [0, 'pair_cap'],
    ]);
    expect((await profileOf(app, learner)).xp).toBe(3 * (15 + 8));
    expect((await profileOf(app, owner)).xp).toBe(3 * (10 + 25 + 5));

    // Seven days after the first loop, it has left the window: one more pays again.
    clock = Date.parse('2026-06-01T08:00:00Z') + PAIR_WINDOW_DAYS * DAY_MS + 1;
    await loop(owner, learner);
    expect((await paid(learner, 'teachback_completed')).at(-1)).toEqual([15, null]);
  });

  it('counts each peer apart: a learner teaching four different people is paid four times', async () => {
    clock = Date.parse('2026-06-20T08:00:00Z');
    const learner = await buildUser(app);
    for (let round = 0; round < PAIR_AWARD_CAP + 1; round += 1) {
      await completedTeachback(app, db, await buildUser(app), learner);
    }
    expect((await awards(learner, 'teachback_completed')).map((award) => award.amount)).toEqual([
      15, 15, 15, 15,
    ]);
  });
});
