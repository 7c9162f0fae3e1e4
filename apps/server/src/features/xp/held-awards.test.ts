import { DAILY_XP_CAP, TEACHBACK_COMPLETED_XP } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import {
  followResetLink,
  outbox,
  postJson,
  requestReset,
  resetMails,
  resetPassword,
} from '../../test/auth-helpers';
import { buildCircle, joinAs } from '../../test/circles';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call, TEST_PASSWORD, verifyEmailOf, type TestUser } from '../../test/factories';
import { completedTeachback, markHelpful, profileOf, review } from '../../test/learning-loop';
import { createInProcessEventBus } from '../realtime/event-bus';
import { releaseHeldAwards } from './held-awards.service';

/*
 * XP is paid only between verified addresses: an award whose earner or peer has none is held (its ledger row
 * records 0, 'unverified' and what it would pay) and paid, within the caps as they stand then, once both verify.
 */
const { app, db, config } = await buildTestApp();

const GOOD_COMMENT = 'Clear steps and a worked example.';
const TOPIC = 'Recursion';

/** The token of the newest mail to `to` with `subject`, as the verify page reads it from the link. */
async function tokenMailedTo(to: string, subject = 'Verify your Teachloop e-mail'): Promise<string> {
  const mail = (await outbox(config)).filter((m) => m.to === to && m.subject === subject).at(-1);
  if (!mail?.link) throw new Error(`no "${subject}" mail to ${to}`);
  return new URL(mail.link).searchParams.get('token')!;
}

/** Opens the verification link the user was mailed at sign-up, as a person does. */
async function verifyByLink(user: TestUser): Promise<void> {
  const response = await postJson(app, '/api/email/verify', { token: await tokenMailedTo(user.email) });
  expect(response.statusCode).toBe(200);
}

async function ledger(user: TestUser) {
  return db
    .selectFrom('xp_ledger')
    .select(['kind', 'amount', 'reason', 'held_amount', 'peer_id'])
    .where('user_id', '=', user.id)
    .execute();
}

/** What the user's held awards would pay (before caps), in all or from the given peers only. */
async function heldFor(user: TestUser, peers?: TestUser[]): Promise<number> {
  const rows = await ledger(user);
  return rows
    .filter((row) => row.held_amount !== null)
    .filter((row) => !peers || peers.some((peer) => peer.id === row.peer_id))
    .reduce((sum, row) => sum + Number(row.held_amount), 0);
}

async function boardIds(user: TestUser, period: 'week' | 'month' | 'all') {
  const response = await call(app, 'GET', `/api/leaderboard?period=${period}&limit=50`, user);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ entries: { userId: string }[]; me: unknown }>();
  return { ids: body.entries.map((entry) => entry.userId), me: body.me };
}

async function circleBoardIds(user: TestUser) {
  const response = await call(app, 'GET', '/api/circles/leaderboard', user);
  expect(response.statusCode).toBe(200);
  return response.json<{ entries: { userId: string }[] }>().entries.map((entry) => entry.userId);
}

async function verifiedTopics(user: TestUser): Promise<string[]> {
  const response = await call(app, 'GET', '/api/portfolio', user);
  expect(response.statusCode).toBe(200);
  return response
    .json<{ portfolio: { verifiedSkills: { topic: string }[] } }>()
    .portfolio.verifiedSkills.map((skill) => skill.topic);
}

/**
 * One whole loop: the owner's challenge taught back, reviewed with 5 stars and a comment (which completes the
 * challenge), marked helpful.
 */
async function loop(owner: TestUser, learner: TestUser) {
  const { feedbackId } = await completedTeachback(app, db, owner, learner, { topic: TOPIC });
  expect((await review(app, owner, feedbackId, { rating: 5, comment: GOOD_COMMENT })).statusCode).toBe(200);
  expect((await markHelpful(app, learner, feedbackId)).statusCode).toBe(200);
}

describe('a ring of unverified accounts', () => {
  const ring: TestUser[] = [];

  it('earns no paid XP and no verified skill, and is on no board, however much it plays', async () => {
    for (let index = 0; index < 5; index += 1) ring.push(await buildUser(app, { verified: false }));
    const circle = await buildCircle(app, ring[0]!);
    for (const member of ring.slice(1)) await joinAs(app, member, circle.id);
    // Each member teaches the next two: every learner is rated 5 stars on one topic by two different peers.
    for (let index = 0; index < ring.length; index += 1) {
      for (const offset of [1, 2]) await loop(ring[index]!, ring[(index + offset) % ring.length]!);
    }

    for (const member of ring) {
      expect((await profileOf(app, member)).xp).toBe(0);
      const rows = await ledger(member);
      // As owner: feedback given, helpful and the challenge, twice; as learner: the teach-back and its stars, twice.
      expect(rows).toHaveLength(10);
      for (const row of rows) {
        expect(row).toMatchObject({ amount: 0, reason: 'unverified' });
        expect(Number(row.held_amount)).toBeGreaterThan(0);
      }
      expect(await verifiedTopics(member)).toEqual([]);
      for (const period of ['week', 'month', 'all'] as const) {
        const board = await boardIds(member, period);
        expect(board.ids.filter((id) => ring.some((user) => user.id === id))).toEqual([]);
        expect(board.me).toBeNull();
      }
      expect(await circleBoardIds(member)).toEqual([]);
    }
  }, 30_000);

  it('is paid what it held once both sides of each award verify, within the caps, and only once', async () => {
    const [ada, bob] = [ring[0]!, ring[1]!];
    // Ada alone verified: every award she holds comes from an unverified peer, so nothing is paid yet.
    await verifyByLink(ada);
    expect((await profileOf(app, ada)).xp).toBe(0);

    // Bob verifies: the awards between the two of them are paid, each side's, and no others.
    const adaFromBob = await heldFor(ada, [bob]);
    const bobFromAda = await heldFor(bob, [ada]);
    expect(adaFromBob).toBeGreaterThan(0);
    expect(bobFromAda).toBeGreaterThan(0);
    await verifyByLink(bob);
    expect((await profileOf(app, ada)).xp).toBe(adaFromBob);
    expect((await profileOf(app, bob)).xp).toBe(bobFromAda);
    expect(await heldFor(ada, [bob])).toBe(0);
    // One peer's 5 stars are paid to Bob, so no verified skill yet: it takes two peers.
    expect(await verifiedTopics(bob)).toEqual([]);

    const expected = new Map<string, number>();
    for (const member of ring) {
      expected.set(member.id, (await profileOf(app, member)).xp + (await heldFor(member)));
    }
    for (const member of ring.slice(2)) await verifyByLink(member);
    for (const member of ring) {
      const xp = (await profileOf(app, member)).xp;
      expect(xp).toBe(expected.get(member.id));
      expect(xp).toBeLessThanOrEqual(DAILY_XP_CAP);
      expect(await heldFor(member)).toBe(0);
      expect(await verifiedTopics(member)).toEqual([TOPIC]);
      expect((await boardIds(member, 'week')).ids).toEqual(
        expect.arrayContaining(ring.map((user) => user.id)),
      );
    }

    // A link opened again, or another release, pays nothing more.
    const again = await postJson(app, '/api/email/verify', { token: await tokenMailedTo(ada.email) });
    expect(again.statusCode).toBe(400);
    const deps = { db, events: createInProcessEventBus(), log: app.log, now: Date.now };
    expect(await Promise.all(ring.map((member) => releaseHeldAwards(deps, member.id)))).toEqual([
      0, 0, 0, 0, 0,
    ]);
    for (const member of ring) expect((await profileOf(app, member)).xp).toBe(expected.get(member.id));
  }, 30_000);
});

describe('a newcomer who verifies', () => {
  it('is paid what was held within the daily cap, once, even when two releases race', async () => {
    const newcomer = await buildUser(app, { verified: false });
    const count = Math.ceil(DAILY_XP_CAP / TEACHBACK_COMPLETED_XP) + 1;
    for (let index = 0; index < count; index += 1)
      await completedTeachback(app, db, await buildUser(app), newcomer);
    expect(await heldFor(newcomer)).toBe(count * TEACHBACK_COMPLETED_XP);
    expect((await profileOf(app, newcomer)).xp).toBe(0);

    // The address is proven (as the link does), then two releases race: the held rows pay once between them.
    await verifyEmailOf(db, newcomer);
    const deps = { db, events: createInProcessEventBus(), log: app.log, now: Date.now };
    const paid = await Promise.all([
      releaseHeldAwards(deps, newcomer.id),
      releaseHeldAwards(deps, newcomer.id),
    ]);
    expect(paid[0] + paid[1]).toBe(DAILY_XP_CAP);
    expect((await profileOf(app, newcomer)).xp).toBe(DAILY_XP_CAP);
    const rows = await ledger(newcomer);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(DAILY_XP_CAP);
    expect(rows.filter((row) => row.reason === 'daily_cap').length).toBeGreaterThan(0);
    expect(rows.every((row) => row.held_amount === null)).toBe(true);
  }, 30_000);

  it('is paid when a change of address is confirmed', async () => {
    const learner = await buildUser(app, { verified: false });
    const requester = await buildUser(app);
    await completedTeachback(app, db, requester, learner);
    expect(await heldFor(learner)).toBe(TEACHBACK_COMPLETED_XP);

    const newEmail = `moved-${learner.id}@example.com`;
    const change = { newEmail, currentPassword: TEST_PASSWORD };
    expect((await postJson(app, '/api/email/change', change, { cookie: learner.cookie })).statusCode).toBe(
      204,
    );
    const token = await tokenMailedTo(newEmail, 'Confirm your new Teachloop e-mail');
    const confirmed = await postJson(app, '/api/email/verify', { token });
    expect(confirmed.json()).toEqual({ changed: true });
    expect(await heldFor(learner)).toBe(0);
    const rows = await ledger(learner);
    expect(rows).toMatchObject([
      { kind: 'teachback_completed', amount: TEACHBACK_COMPLETED_XP, reason: null },
    ]);
  });

  it('is paid when a completed password reset proves the address', async () => {
    const learner = await buildUser(app, { verified: false });
    await completedTeachback(app, db, await buildUser(app), learner);
    expect(await heldFor(learner)).toBe(TEACHBACK_COMPLETED_XP);

    expect((await requestReset(app, learner.email)).statusCode).toBe(200);
    const mail = (await resetMails(config)).filter((m) => m.to === learner.email).at(-1)!;
    const token = await followResetLink(app, mail.link!);
    expect((await resetPassword(app, token, 'a brand new passphrase')).statusCode).toBe(200);
    expect(await heldFor(learner)).toBe(0);
    expect(await ledger(learner)).toMatchObject([{ amount: TEACHBACK_COMPLETED_XP, reason: null }]);
  });

  it('a challenge with an unverified owner holds the verified teacher’s award too', async () => {
    const owner = await buildUser(app, { verified: false });
    const teacher = await buildUser(app);
    await completedTeachback(app, db, owner, teacher);
    expect((await profileOf(app, teacher)).xp).toBe(0);
    expect(await heldFor(teacher, [owner])).toBe(TEACHBACK_COMPLETED_XP);
  });
});
