import { DAILY_XP_CAP, localDay, PAIR_AWARD_CAP, weekPeriod } from '@teachloop/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, markHelpful, review } from '../../test/learning-loop';
import { addPeriodXp } from './period-totals.repo';
import { addProfileXp, insertLedgerRow } from './xp.repo';

let clock = Date.parse('2026-10-05T08:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock });

/** One loop between two of the run's three users, with what each side chose to do. */
interface Loop {
  owner: number;
  learner: number;
  rating: number;
  longComment: boolean;
  helpful: boolean;
  completeChallenge: boolean;
}

const loop: fc.Arbitrary<Loop> = fc
  .record({
    owner: fc.nat(2),
    offset: fc.integer({ min: 1, max: 2 }),
    rating: fc.integer({ min: 1, max: 5 }),
    longComment: fc.boolean(),
    helpful: fc.boolean(),
    completeChallenge: fc.boolean(),
  })
  .map(({ offset, ...rest }) => ({ ...rest, learner: (rest.owner + offset) % 3 }));

async function play(users: TestUser[], step: Loop) {
  const owner = users[step.owner]!;
  const learner = users[step.learner]!;
  const ids = await completedTeachback(app, db, owner, learner);
  // Marked complete before the rating, or completed by the rating itself.
  if (step.completeChallenge) {
    const response = await call(app, 'POST', `/api/challenges/${ids.challengeId}/complete`, owner);
    expect(response.statusCode).toBe(200);
  }
  const comment = step.longComment ? 'A careful, well-paced explanation.' : 'Nice.';
  expect((await review(app, owner, ids.feedbackId, { rating: step.rating, comment })).statusCode).toBe(200);
  if (step.helpful) expect((await markHelpful(app, learner, ids.feedbackId)).statusCode).toBe(200);
  clock += 60_000;
}

/** XP the user earned earlier today, written as award.service writes it, to bring the daily cap within reach. */
async function earnedEarlierToday(user: TestUser, amount: number) {
  if (amount === 0) return;
  const row = { kind: 'review_helpful', source: `earlier:${user.id}`, amount, createdAt: clock } as const;
  await insertLedgerRow(db, {
    ...row,
    userId: user.id,
    peerId: null,
    day: localDay(clock, 'UTC'),
    reason: null,
  });
  await addProfileXp(db, user.id, amount);
  await addPeriodXp(db, user.id, amount, clock);
}

async function ledgerOf(user: TestUser) {
  return db
    .selectFrom('xp_ledger')
    .select(['kind', 'amount', 'reason', 'peer_id', 'day'])
    .where('user_id', '=', user.id)
    .execute();
}

/** Four whole loops in the same direction, by a user close to the day's cap: both caps are reached in every run. */
const TO_THE_CAPS: Loop[] = Array.from({ length: PAIR_AWARD_CAP + 1 }, () => ({
  owner: 0,
  learner: 1,
  rating: 5,
  longComment: true,
  helpful: true,
  completeChallenge: true,
}));

describe('the XP ledger under the fair-play caps', () => {
  it('after any sequence of loops, each profile’s XP is its ledger’s sum, and no cap is ever passed', async () => {
    const reasons = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(loop, { minLength: 4, maxLength: 12 }),
        fc.tuple(
          fc.integer({ min: DAILY_XP_CAP - 30, max: DAILY_XP_CAP }),
          fc.integer({ min: 0, max: DAILY_XP_CAP }),
          fc.integer({ min: 0, max: DAILY_XP_CAP }),
        ),
        async (random, earlier) => {
          const loops = [...TO_THE_CAPS, ...random];
          clock += 2 * 24 * 60 * 60 * 1000; // a fresh day and a fresh week window for every run
          const users = [await buildUser(app), await buildUser(app), await buildUser(app)];
          for (const [index, user] of users.entries()) await earnedEarlierToday(user, earlier[index]!);
          for (const step of loops) await play(users, step);

          for (const user of users) {
            const ledger = await ledgerOf(user);
            const sum = ledger.reduce((total, row) => total + row.amount, 0);
            const shown = (await call(app, 'GET', '/api/profile', user)).json().profile.xp;
            expect(shown).toBe(sum);
            const week = await db
              .selectFrom('xp_period_totals')
              .select('xp')
              .where('user_id', '=', user.id)
              .where('period', '=', weekPeriod(clock).key)
              .executeTakeFirst();
            expect(week?.xp ?? 0).toBe(sum);

            const byDay = new Map<string, number>();
            const byPeerAndKind = new Map<string, number>();
            for (const row of ledger) {
              if (row.reason) reasons.add(row.reason);
              byDay.set(row.day!, (byDay.get(row.day!) ?? 0) + row.amount);
              const pair = `${row.peer_id}:${row.kind}`;
              if (row.amount > 0) byPeerAndKind.set(pair, (byPeerAndKind.get(pair) ?? 0) + 1);
            }
            for (const paid of byDay.values()) expect(paid).toBeLessThanOrEqual(DAILY_XP_CAP);
            for (const count of byPeerAndKind.values()) expect(count).toBeLessThanOrEqual(PAIR_AWARD_CAP);
          }
        },
      ),
      { numRuns: 6 },
    );
    // Every run reached both caps: the property holds for capped actions, not only paid ones.
    expect(reasons).toEqual(new Set(['daily_cap', 'pair_cap']));
  }, 120_000);
});
