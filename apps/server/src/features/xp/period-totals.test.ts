import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { rebuildPeriodTotals } from '../../db/rebuild-period-totals';
import { periodXpOf } from '../circles/circle-week-xp.repo';
import { addPeriodXp } from './period-totals.repo';
import { insertLedgerRow } from './xp.repo';

const { app, db } = await buildTestApp();

describe('xp_period_totals', () => {
  it('adds each award to its week and month, and a rebuild from the ledger gives the same totals', async () => {
    const ada = await buildUser(app);
    const awards = [
      { amount: 10, at: Date.parse('2026-01-31T23:00:00Z') }, // Saturday: week of 26 Jan, January
      { amount: 15, at: Date.parse('2026-02-01T08:00:00Z') }, // Sunday: same week, February
      { amount: 20, at: Date.parse('2026-02-02T08:00:00Z') }, // Monday: week of 2 Feb, February
    ];
    for (const [index, award] of awards.entries()) {
      const source = `period-${index}`;
      await insertLedgerRow(db, {
        userId: ada.id,
        kind: 'challenge_completed',
        source,
        peerId: null,
        day: null,
        reason: null,
        amount: award.amount,
        createdAt: award.at,
      });
      await addPeriodXp(db, ada.id, award.amount, award.at);
    }
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          ['week:2026-01-26', 'week:2026-02-02', 'month:2026-01', 'month:2026-02'].map(
            async (key) => [key, (await periodXpOf(db, key, [ada.id])).get(ada.id)] as const,
          ),
        ),
      );
    const expected = {
      'week:2026-01-26': 25,
      'week:2026-02-02': 20,
      'month:2026-01': 10,
      'month:2026-02': 35,
    };
    expect(await totals()).toEqual(expected);

    await rebuildPeriodTotals(db, Date.parse('2026-02-10T00:00:00Z'));
    expect(await totals()).toEqual(expected);
  });
});
