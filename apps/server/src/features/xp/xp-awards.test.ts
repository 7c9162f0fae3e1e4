import { LEARNING_MESSAGES, type RealtimeEvent } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { activityTexts, buildAppWith, buildChallenge, buildUser, call } from '../../test/factories';
import {
  completedTeachback,
  EXPLANATION,
  ledgerOf,
  markHelpful,
  profileOf,
  recountOpenTeachbacks,
  review,
  reviewedTeachback,
} from '../../test/learning-loop';
import { createInProcessEventBus } from '../realtime/event-bus';

const bus = createInProcessEventBus();
const { app, db } = await buildAppWith({ events: bus });

/** The events a user hears while `act` runs. */
async function heardBy(userId: string, act: () => Promise<unknown>): Promise<RealtimeEvent[]> {
  const heard: RealtimeEvent[] = [];
  const stop = bus.subscribe(userId, (message) => heard.push(message.event));
  try {
    await act();
  } finally {
    stop();
  }
  return heard;
}

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();
/** A comment long enough (REVIEW_MIN_COMMENT_FOR_XP) for a rated review to pay its reviewer. */
const COMMENT = 'Clear steps, and the example made it click.';

describe('completing your own challenge', () => {
  it('earns its points once, even when two completions race; the loser gets the conflict', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    // A peer taught it back; Ada completes it twice at once, then rates the teach-back (no comment: 0 XP).
    const loop = await completedTeachback(app, db, ada, await buildUser(app), { title: 'Heaps' });
    const challenge = { id: loop.challengeId };
    const url = `/api/challenges/${challenge.id}/complete`;
    const responses = await Promise.all([call(app, 'POST', url, ada), call(app, 'POST', url, ada)]);
    expect(statuses(responses)).toEqual([200, 409]);
    const heard = await heardBy(ada.id, () => review(app, ada, loop.feedbackId, { rating: 4 }));
    expect(await ledgerOf(db, ada.id)).toEqual([
      { kind: 'challenge_completed', source: `challenge_completed:${challenge.id}`, amount: 25 },
    ]);
    expect(await profileOf(app, ada)).toMatchObject({ xp: 25, streak: 1, badges: ['first_challenge'] });
    expect(heard).toContainEqual({ type: 'profile', ids: [ada.id] });
    const texts = await activityTexts(db, ada.id);
    expect(texts.filter((text) => text === 'Earned the “First Challenge” badge')).toHaveLength(1);

    // Completing it again is refused by the state machine and earns nothing.
    const again = await call(app, 'POST', url, ada);
    expect(again.json()).toEqual({
      error: { code: 'conflict', message: LEARNING_MESSAGES.challengeAlreadyCompleted },
    });
    expect((await profileOf(app, ada)).xp).toBe(25);
  });

  it('saving or starting earns nothing', async () => {
    const ada = await buildUser(app);
    const { challenge } = await buildChallenge(app, ada);
    await call(app, 'PUT', `/api/challenges/${challenge.id}/notes`, ada, { notes: 'draft' });
    expect(await ledgerOf(db, ada.id)).toEqual([]);
    expect(await profileOf(app, ada)).toMatchObject({ xp: 0, streak: 0, badges: [] });
  });
});

describe('completing a teach-back', () => {
  it('earns the assignee 15 XP once under a double submit, and the First Teach-back badge', async () => {
    const [owner, learner] = [await buildUser(app), await buildUser(app)];
    const { teachback } = await buildChallenge(app, owner);
    await db
      .updateTable('teachbacks')
      .set({ assignee_id: learner.id })
      .where('id', '=', teachback!.id)
      .execute();
    await recountOpenTeachbacks(db);
    const notes = { notes: EXPLANATION };
    expect(
      (await call(app, 'PUT', `/api/teachbacks/${teachback!.id}/notes`, learner, notes)).statusCode,
    ).toBe(200);
    const url = `/api/teachbacks/${teachback!.id}/complete`;
    const responses = await Promise.all([call(app, 'POST', url, learner), call(app, 'POST', url, learner)]);
    expect(statuses(responses)).toEqual([200, 409]);
    expect(await ledgerOf(db, learner.id)).toEqual([
      { kind: 'teachback_completed', source: `teachback_completed:${teachback!.id}`, amount: 15 },
    ]);
    expect(await profileOf(app, learner)).toMatchObject({ xp: 15, badges: ['first_teachback'] });
    // The requester earns nothing for it, and gets exactly one request to review.
    expect(await ledgerOf(db, owner.id)).toEqual([]);
    const toGive = (await call(app, 'GET', '/api/feedback', owner)).json().feedback;
    expect(toGive).toEqual([expect.objectContaining({ teachbackId: teachback!.id, helpful: false })]);
  });
});

describe('reviews', () => {
  it('a double submit awards the reviewer the request’s points and the learner 2 per star, once each', async () => {
    const [owner, learner] = [await buildUser(app), await buildUser(app)];
    const { feedbackId, challengeId } = await completedTeachback(app, db, owner, learner);
    const body = { rating: 4, comment: COMMENT };
    const heard = await heardBy(learner.id, async () => {
      const responses = await Promise.all([
        review(app, owner, feedbackId, body),
        review(app, owner, feedbackId, body),
      ]);
      // PostgreSQL may let both read 'pending' first: the second then loses at the compare-and-set. On one
      // connection (SQLite) the second reads 'completed' and is a revision. Either way: one award each.
      expect(statuses(responses)[0]).toBe(200);
      expect([200, 409]).toContain(statuses(responses)[1]);
    });
    // The rating also completed the owner's challenge, which pays its points once.
    expect(await ledgerOf(db, owner.id)).toEqual([
      { kind: 'challenge_completed', source: `challenge_completed:${challengeId}`, amount: 25 },
      { kind: 'feedback_given', source: `feedback_given:${feedbackId}`, amount: 10 },
    ]);
    expect((await ledgerOf(db, learner.id)).filter((row) => row.kind === 'review_received')).toEqual([
      { kind: 'review_received', source: `review_received:${feedbackId}`, amount: 8 },
    ]);
    expect((await profileOf(app, owner)).xp).toBe(25 + 10);
    expect((await profileOf(app, learner)).xp).toBe(15 + 8);
    // The learner hears of the review and of their XP.
    expect(heard).toContainEqual({ type: 'feedback', ids: [feedbackId] });
    expect(heard).toContainEqual({ type: 'profile', ids: [learner.id] });
  });

  it('a revision changes the stars shown but never awards again, and says Updated', async () => {
    const [owner, learner] = [await buildUser(app), await buildUser(app, { name: 'Lin' })];
    const { feedbackId } = await completedTeachback(app, db, owner, learner, { title: 'Tries' });
    expect((await review(app, owner, feedbackId, { rating: 3, comment: COMMENT })).statusCode).toBe(200);
    const revised = await review(app, owner, feedbackId, { rating: 5, comment: 'Even better on a re-read.' });
    expect(revised.statusCode).toBe(200);
    expect(revised.json().feedback).toMatchObject({ rating: 5, status: 'completed' });
    // The challenge's 25 (paid by the first rating) and the review's 10, once each.
    expect((await profileOf(app, owner)).xp).toBe(25 + 10);
    expect((await profileOf(app, learner)).xp).toBe(15 + 6);
    expect(await activityTexts(db, owner.id)).toEqual(
      expect.arrayContaining(['Gave feedback on “Tries” for Lin', 'Updated feedback on “Tries” for Lin']),
    );
    // Five stars on a revision still earns the learner 'Well Explained' (no XP, a badge).
    expect((await profileOf(app, learner)).badges).toContain('well_explained');
  });

  it('a first submission with a short comment pays the reviewer nothing; a revision with a 20+ character comment pays once', async () => {
    const [owner, learner] = [await buildUser(app), await buildUser(app)];
    const { feedbackId, challengeId } = await completedTeachback(app, db, owner, learner);
    const challengePaid = {
      kind: 'challenge_completed',
      source: `challenge_completed:${challengeId}`,
      amount: 25,
    };
    expect((await review(app, owner, feedbackId, { rating: 2, comment: 'More later.' })).statusCode).toBe(
      200,
    );
    // The stars pay the learner on the first submission; the short comment pays the reviewer nothing.
    expect((await profileOf(app, learner)).xp).toBe(15 + 4);
    // The rating completed the owner's challenge: its points only.
    expect((await profileOf(app, owner)).xp).toBe(25);
    expect(await ledgerOf(db, owner.id)).toEqual([challengePaid]);
    expect((await review(app, owner, feedbackId, { rating: 5, comment: COMMENT })).statusCode).toBe(200);
    expect(
      (await review(app, owner, feedbackId, { rating: 4, comment: `${COMMENT} Again.` })).statusCode,
    ).toBe(200);
    expect((await profileOf(app, learner)).xp).toBe(15 + 4);
    expect((await profileOf(app, owner)).xp).toBe(25 + 10);
    expect(await ledgerOf(db, owner.id)).toEqual([
      challengePaid,
      { kind: 'feedback_given', source: `feedback_given:${feedbackId}`, amount: 10 },
    ]);
  });

  it('Helpful twice at once: both answer the marked review, the reviewer earns 5 XP once', async () => {
    const [owner, learner] = [await buildUser(app), await buildUser(app)];
    const { feedbackId } = await completedTeachback(app, db, owner, learner);
    expect((await review(app, owner, feedbackId, { rating: 4, comment: COMMENT })).statusCode).toBe(200);
    const heard = await heardBy(owner.id, async () => {
      const responses = await Promise.all([
        markHelpful(app, learner, feedbackId),
        markHelpful(app, learner, feedbackId),
      ]);
      expect(statuses(responses)).toEqual([200, 200]);
      for (const response of responses) expect(response.json().review).toMatchObject({ helpful: true });
    });
    expect((await ledgerOf(db, owner.id)).map((row) => row.kind)).toEqual([
      'challenge_completed',
      'feedback_given',
      'review_helpful',
    ]);
    expect((await profileOf(app, owner)).xp).toBe(25 + 10 + 5);
    expect(heard).toContainEqual({ type: 'feedback', ids: [feedbackId] });
    // The reviewer sees the mark.
    const [row] = (await call(app, 'GET', '/api/feedback', owner)).json().feedback;
    expect(row).toMatchObject({ id: feedbackId, helpful: true });
    // A later mark answers 200, unchanged, and awards nothing.
    expect((await markHelpful(app, learner, feedbackId)).json().review.helpful).toBe(true);
    expect((await profileOf(app, owner)).xp).toBe(25 + 15);
  });
});

describe('two users reviewing each other at the same moment', () => {
  it('both succeed and each earns both awards once (their XP is taken in one order: no deadlock)', async () => {
    const [ada, bob] = [await buildUser(app), await buildUser(app)];
    for (let round = 0; round < 3; round++) {
      const adaReviews = await completedTeachback(app, db, ada, bob);
      const bobReviews = await completedTeachback(app, db, bob, ada);
      const responses = await Promise.all([
        review(app, ada, adaReviews.feedbackId, { rating: 5, comment: COMMENT }),
        review(app, bob, bobReviews.feedbackId, { rating: 5, comment: COMMENT }),
      ]);
      expect(statuses(responses)).toEqual([200, 200]);
    }
    // Each: 3 teach-backs (15) + 3 reviews given (10) + 3 five-star reviews received (10) + 3 own challenges
    // completed by the rating (25), all paid: 3 of a kind between the two in 7 days is the pair cap, not past it.
    expect((await profileOf(app, ada)).xp).toBe(3 * (15 + 10 + 10 + 25));
    expect((await profileOf(app, bob)).xp).toBe(3 * (15 + 10 + 10 + 25));
  });
});

describe('levels and badges', () => {
  it('writes "Reached level n" on a level-up, and Level 5 once, from ledger-backed XP', async () => {
    const ada = await buildUser(app);
    // Seed 1990 XP as the ledger would hold it (profile XP is the ledger's sum).
    await db
      .insertInto('xp_ledger')
      .values({
        id: `seed-${ada.id}`,
        user_id: ada.id,
        kind: 'challenge_completed',
        source: 'challenge_completed:seed',
        amount: 1990,
        // Earned a month ago, so the daily cap of the last 24 hours has room.
        created_at: Date.now() - 30 * 24 * 60 * 60_000,
      })
      .execute();
    await db.updateTable('profiles').set({ xp: 1990 }).where('id', '=', ada.id).execute();
    // The rating completes the challenge and pays its points.
    await reviewedTeachback(app, db, ada, await buildUser(app));
    const texts = await activityTexts(db, ada.id);
    expect(texts.filter((text) => text.startsWith('Reached level'))).toEqual(['Reached level 5']);
    expect(texts.filter((text) => text === 'Earned the “Level 5” badge')).toHaveLength(1);
    expect((await profileOf(app, ada)).badges).toEqual(
      expect.arrayContaining(['level_5', 'first_challenge']),
    );
  });

  it('Helpful Peer after the fifth review given, once, with one activity entry; badges in earned order', async () => {
    const reviewer = await buildUser(app);
    // A learner each: between the same two people a review pays at most 3 times a week (the pair cap).
    const learners = [];
    for (let i = 0; i < 6; i++) {
      const learner = await buildUser(app);
      learners.push(learner);
      const { feedbackId } = await completedTeachback(app, db, reviewer, learner, { title: `Topic ${i}` });
      expect((await review(app, reviewer, feedbackId, { rating: 3, comment: COMMENT })).statusCode).toBe(200);
      const { badges } = await profileOf(app, reviewer);
      expect(badges.includes('helpful_peer')).toBe(i >= 4);
    }
    const texts = await activityTexts(db, reviewer.id);
    expect(texts.filter((text) => text === 'Earned the “Helpful Peer” badge')).toHaveLength(1);
    for (const learner of learners) {
      expect((await profileOf(app, learner)).badges).toEqual(['first_teachback']);
    }
  });
});
