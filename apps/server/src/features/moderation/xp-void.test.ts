import { DAY_MS, weekPeriod, monthPeriod, type RealtimeEvent } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { grantModeratorByEmail } from '../../db/moderators';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, profileOf } from '../../test/learning-loop';
import { createInProcessEventBus } from '../realtime/event-bus';
import { addPeriodXp } from '../xp/period-totals.repo';
import { addProfileXp, insertLedgerRow } from '../xp/xp.repo';

const bus = createInProcessEventBus();
// Wednesday of the week that starts Monday 2 March 2026 (UTC).
let clock = Date.parse('2026-03-03T10:00:00Z');
const { app, db } = await buildAppWith({ events: bus, now: () => clock });

const moderator = await buildUser(app, { name: 'Mo Derator' });
await grantModeratorByEmail(db, moderator.email, clock);

const voidEntry = (entryId: string, body: unknown, as: TestUser = moderator) =>
  call(app, 'POST', `/api/moderation/xp/${entryId}/void`, as, body);

/** The user's teach-back award on the challenge titled `title`, read from the ledger as a moderator picks it. */
async function teachbackEntryOf(user: TestUser, title: string) {
  const response = await call(app, 'GET', `/api/moderation/users/${user.id}/xp`, moderator);
  expect(response.statusCode).toBe(200);
  const entries = response.json<{ entries: { id: string; source: string }[] }>().entries;
  const entry = entries.find((candidate) => candidate.source === `the teach-back of “${title}”`);
  if (!entry) throw new Error(`no entry for ${title}`);
  return entry.id;
}

async function weekRank(viewer: TestUser, userId: string) {
  const response = await call(app, 'GET', '/api/leaderboard?period=week', viewer);
  const entries = response.json<{ entries: { userId: string; rank: number }[] }>().entries;
  return entries.find((entry) => entry.userId === userId)?.rank;
}

async function periodXp(userId: string) {
  const rows = await db
    .selectFrom('xp_period_totals')
    .select(['period', 'xp'])
    .where('user_id', '=', userId)
    .orderBy('period')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.period, Number(row.xp)]));
}

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

describe('POST /api/moderation/xp/{entryId}/void', { timeout: 60_000 }, () => {
  it('takes the XP back everywhere it counted, tells the user why and logs it; twice is a 409', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const bob = await buildUser(app, { name: 'Bob' });
    // Ada teaches back on two days in a row (+15 each): a 2-day streak and 'First Teach-back'.
    await completedTeachback(app, db, await buildUser(app), ada, { title: 'Heaps' });
    clock += DAY_MS;
    await completedTeachback(app, db, await buildUser(app), ada, { title: 'Tries' });
    // Bob has 20 this week: second on the week's board, behind Ada's 30.
    await insertLedgerRow(db, {
      userId: bob.id,
      kind: 'review_helpful',
      source: 'review_helpful:bob-test',
      amount: 20,
      createdAt: clock,
      peerId: null,
      day: null,
      reason: null,
    });
    await addProfileXp(db, bob.id, 20);
    await addPeriodXp(db, bob.id, 20, clock);
    expect(await profileOf(app, ada)).toMatchObject({ xp: 30, streak: 2, longestStreak: 2 });
    expect((await profileOf(app, ada)).badges).toContain('first_teachback');
    expect(await weekRank(bob, ada.id)).toBe(1);
    expect(await weekRank(bob, bob.id)).toBe(2);

    // The second day's award was the only one of its day: the streak goes back to one day.
    // Later than anything else Ada was told (notifications list newest first).
    clock += 60_000;
    const tries = await teachbackEntryOf(ada, 'Tries');
    const heard = await heardBy(ada.id, async () => {
      const voided = await voidEntry(tries, { reason: 'Copied from a website' });
      expect(voided.statusCode).toBe(200);
      expect(voided.json().entry).toMatchObject({
        id: tries,
        amount: 15,
        voidReason: 'Copied from a website',
      });
    });
    expect(heard.map((event) => event.type)).toEqual(expect.arrayContaining(['profile', 'notifications']));
    expect(await profileOf(app, ada)).toMatchObject({ xp: 15, streak: 1, longestStreak: 1 });
    expect((await profileOf(app, ada)).badges).toContain('first_teachback');
    const week = weekPeriod(clock).key;
    const month = monthPeriod(clock).key;
    expect(await periodXp(ada.id)).toEqual({ [month]: 15, [week]: 15 });
    expect(await weekRank(bob, bob.id)).toBe(1);
    expect(await weekRank(bob, ada.id)).toBe(2);

    // The user is told how much, from what, and why.
    const notifications = await call(app, 'GET', '/api/notifications', ada);
    expect(notifications.json().notifications[0]).toMatchObject({
      kind: 'xp_voided',
      text: 'A moderator removed 15 XP from the teach-back of “Tries”: Copied from a website.',
    });
    // The audit log has the action, who did it, to whom and why.
    const log = await db.selectFrom('moderation_log').selectAll().where('item_id', '=', tries).execute();
    expect(log).toMatchObject([
      { action: 'void_xp', moderator_id: moderator.id, subject_id: ada.id, reason: 'Copied from a website' },
    ]);
    // The entry stays, marked; voiding it again changes nothing.
    const again = await voidEntry(tries, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'conflict', message: 'Already voided.' } });
    expect((await profileOf(app, ada)).xp).toBe(15);
    const ledger = await call(app, 'GET', `/api/moderation/users/${ada.id}/xp`, moderator);
    expect(ledger.json().entries).toMatchObject([
      { id: tries, amount: 15, voidReason: 'Copied from a website' },
      { source: 'the teach-back of “Heaps”', amount: 15, voidedAt: null },
    ]);

    // The last teach-back award goes too: no XP, no streak, and 'First Teach-back' no longer holds.
    clock += 60_000;
    const heaps = await teachbackEntryOf(ada, 'Heaps');
    expect((await voidEntry(heaps, { reason: 'Same source.' })).statusCode).toBe(200);
    const after = await profileOf(app, ada);
    expect(after).toMatchObject({ xp: 0, streak: 0, longestStreak: 0 });
    expect(after.badges).not.toContain('first_teachback');
    const texts = (await call(app, 'GET', '/api/notifications', ada)).json().notifications;
    expect(texts[0].text).toBe('A moderator removed 15 XP from the teach-back of “Heaps”: Same source.');
  });

  it('answers 404 for an unknown entry, 400 without a reason (writing nothing), 404 to non-moderators', async () => {
    const cy = await buildUser(app, { name: 'Cy' });
    await completedTeachback(app, db, await buildUser(app), cy, { title: 'Graphs' });
    const entry = await teachbackEntryOf(cy, 'Graphs');

    const unknown = await voidEntry('no-such-entry', { reason: 'Spam' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('XP entry not found.');
    for (const body of [
      {},
      { reason: '   ' },
      { reason: '\u200b' },
      { reason: 'x'.repeat(301) },
      { reason: 'ok', more: 1 },
    ]) {
      const refused = await voidEntry(entry, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Cy cannot void their own XP, nor read anyone's ledger: the routes do not exist for them.
    expect((await voidEntry(entry, { reason: 'Mine' }, cy)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/moderation/users/${cy.id}/xp`, cy)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/moderation/users/nobody/xp`, moderator)).statusCode).toBe(404);
    expect((await profileOf(app, cy)).xp).toBe(15);
    const logged = await db.selectFrom('moderation_log').select('id').where('item_id', '=', entry).execute();
    expect(logged).toEqual([]);
  });
});
