import { randomUUID } from 'node:crypto';
import {
  DAILY_XP_CAP,
  FEEDBACK_REQUEST_POINTS,
  reviewReceivedXp,
  TEACHBACK_COMPLETED_XP,
  xpSource,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { profileOf } from '../../test/learning-loop';
import { reviewOpen, taughtUnasked } from '../../test/unasked-loop';

let clock = Date.parse('2026-07-01T09:00:00Z');
const tick = () => (clock += 1000);
const { app, db } = await buildAppWith({ now: () => tick() });

const COURSE = 'intro-to-python';
const COMMENT = 'Clear and correct, with a small example of each idea.';

/** The user's ledger rows of one source: what it paid, why not more, and with whom. */
const ledgerRows = (userId: string, source: string) =>
  db
    .selectFrom('xp_ledger')
    .select(['amount', 'reason', 'peer_id', 'held_amount'])
    .where('user_id', '=', userId)
    .where('source', '=', source)
    .execute();

/** XP the user was paid earlier today, as another award would have paid it. */
async function paidEarlierToday(user: TestUser, amount: number) {
  await db
    .insertInto('xp_ledger')
    .values({
      id: randomUUID(),
      user_id: user.id,
      kind: 'review_helpful',
      source: `earlier:${randomUUID()}`,
      amount,
      created_at: clock,
      peer_id: null,
      day: '2026-07-01',
      reason: null,
      held_amount: null,
    })
    .execute();
  await db.updateTable('profiles').set({ xp: amount }).where('id', '=', user.id).execute();
}

describe('an explanation taught unasked pays after a rated review', { timeout: 30_000 }, () => {
  it('pays nothing at completion, then the teach-back’s XP and the stars once rated; the reviewer as usual', async () => {
    const [author, reviewer] = [await buildUser(app), await buildUser(app)];
    const { teachbackId, feedbackId } = await taughtUnasked(app, db, author, COURSE, 'variables');
    const taughtSource = xpSource('teachback_completed', teachbackId);
    expect(await ledgerRows(author.id, taughtSource)).toEqual([]);
    expect((await profileOf(app, author)).xp).toBe(0);

    expect((await reviewOpen(app, reviewer, feedbackId, { rating: 4, comment: COMMENT })).statusCode).toBe(
      200,
    );
    expect(await ledgerRows(author.id, taughtSource)).toEqual([
      { amount: TEACHBACK_COMPLETED_XP, reason: null, peer_id: reviewer.id, held_amount: null },
    ]);
    expect(await ledgerRows(author.id, xpSource('review_received', feedbackId))).toEqual([
      { amount: reviewReceivedXp(4), reason: null, peer_id: reviewer.id, held_amount: null },
    ]);
    expect((await profileOf(app, author)).xp).toBe(TEACHBACK_COMPLETED_XP + reviewReceivedXp(4));
    expect(await ledgerRows(reviewer.id, xpSource('feedback_given', feedbackId))).toEqual([
      { amount: FEEDBACK_REQUEST_POINTS, reason: null, peer_id: author.id, held_amount: null },
    ]);

    // A revision pays nothing more.
    const revised = await call(app, 'PUT', `/api/feedback/${feedbackId}/review`, reviewer, {
      rating: 5,
      comment: COMMENT,
    });
    expect(revised.statusCode).toBe(200);
    expect((await ledgerRows(author.id, taughtSource)).length).toBe(1);
    expect((await profileOf(app, author)).xp).toBe(TEACHBACK_COMPLETED_XP + reviewReceivedXp(4));
  });

  it('pays nothing while unreviewed or when a review without stars is refused', async () => {
    const [author, reviewer] = [await buildUser(app), await buildUser(app)];
    const { teachbackId, feedbackId } = await taughtUnasked(app, db, author, COURSE, 'for-loops');
    for (const body of [{ rating: 0, comment: COMMENT }, { comment: COMMENT }]) {
      expect((await reviewOpen(app, reviewer, feedbackId, body)).statusCode).toBe(400);
    }
    expect(await ledgerRows(author.id, xpSource('teachback_completed', teachbackId))).toEqual([]);
    expect((await profileOf(app, author)).xp).toBe(0);
  });

  it('is held by the daily cap like any award: it pays what is left of the 24 hours', async () => {
    const [author, reviewer] = [await buildUser(app), await buildUser(app)];
    const { teachbackId, feedbackId } = await taughtUnasked(app, db, author, COURSE, 'functions');
    await paidEarlierToday(author, DAILY_XP_CAP - 5);
    expect((await reviewOpen(app, reviewer, feedbackId, { rating: 5, comment: COMMENT })).statusCode).toBe(
      200,
    );
    expect(await ledgerRows(author.id, xpSource('teachback_completed', teachbackId))).toEqual([
      { amount: 5, reason: 'daily_cap', peer_id: reviewer.id, held_amount: null },
    ]);
    expect(await ledgerRows(author.id, xpSource('review_received', feedbackId))).toEqual([
      { amount: 0, reason: 'daily_cap', peer_id: reviewer.id, held_amount: null },
    ]);
    expect((await profileOf(app, author)).xp).toBe(DAILY_XP_CAP);
  });

  it('is held while the author’s address is unverified, like any award', async () => {
    const [author, reviewer] = [await buildUser(app, { verified: false }), await buildUser(app)];
    const { teachbackId, feedbackId } = await taughtUnasked(app, db, author, COURSE, 'data-types');
    expect((await reviewOpen(app, reviewer, feedbackId, { rating: 4, comment: COMMENT })).statusCode).toBe(
      200,
    );
    expect(await ledgerRows(author.id, xpSource('teachback_completed', teachbackId))).toEqual([
      { amount: 0, reason: 'unverified', peer_id: reviewer.id, held_amount: TEACHBACK_COMPLETED_XP },
    ]);
  });
});
