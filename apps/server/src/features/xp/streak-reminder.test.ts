import { DAY_MS, NOTIFICATION_TEXTS } from '@teachloop/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDb } from '../../db/create-db';
import { testLogStream } from '../../test/error-logs';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, profileOf } from '../../test/learning-loop';
import { suspendUser } from '../../test/moderation-state';

/*
 * 'Your streak ends tonight': built through real actions (teach-backs completed through the API, which pay XP
 * and count for the streak), with the test's clock moved through the student's evening and the scheduler run
 * as a server runs it.
 */
let clock = Date.parse('2026-07-01T00:00:00Z');
const { app, db, config } = await buildAppWith({ now: () => clock });
const HOUR_MS = 60 * 60 * 1000;
const NEW_YORK = 'America/New_York'; // UTC-4 in July, UTC-5 in winter
const TOKYO = 'Asia/Tokyo'; // UTC+9, no daylight saving

/** An XP-earning action of the user's own at `at`: they complete a new peer's teach-back (+15). */
async function actAt(user: TestUser, at: string) {
  clock = Date.parse(at);
  await completedTeachback(app, db, await buildUser(app), user);
}

/** The streak reminders the user holds, as GET /api/notifications shows them. */
async function streakRemindersOf(user: TestUser) {
  const response = await call(app, 'GET', '/api/notifications?limit=50', user);
  expect(response.statusCode).toBe(200);
  const { notifications } = response.json<{
    notifications: { kind: string; text: string; href: string }[];
  }>();
  return notifications.filter((item) => item.kind === 'streak_ending');
}

/** Runs the scheduler once at `at` (as server.ts's timer does). */
async function runJobsAt(at: string) {
  clock = Date.parse(at);
  return app.jobs.runOnce();
}

describe('the streak reminder goes once, at 19:00 in the student’s own zone', () => {
  it('New York (west of UTC): none before 19:00, one at 19:00, still one when the jobs run again', async () => {
    const ada = await buildUser(app, { timeZone: NEW_YORK });
    await actAt(ada, '2026-07-01T14:00:00Z'); // 10:00 on 1 July in New York
    await actAt(ada, '2026-07-02T14:00:00Z'); // 2 July: a 2-day streak, ending at midnight on 3 July
    expect((await profileOf(app, ada)).streak).toBe(2);

    await runJobsAt('2026-07-03T22:59:00Z'); // 18:59 on 3 July
    expect(await streakRemindersOf(ada)).toEqual([]);
    const run = await runJobsAt('2026-07-03T23:00:00Z'); // 19:00
    expect(run.streakReminders).toBeGreaterThanOrEqual(1);
    const reminders = await streakRemindersOf(ada);
    expect(reminders).toEqual([
      expect.objectContaining({
        kind: 'streak_ending',
        text: 'Your 2-day streak ends tonight. One teach-back or rated review keeps it going.',
        href: '/dashboard',
      }),
    ]);
    await runJobsAt('2026-07-03T23:05:00Z');
    await runJobsAt('2026-07-04T01:00:00Z'); // 21:00
    expect(await streakRemindersOf(ada)).toHaveLength(1);
  });

  it('Tokyo (east of UTC): due at 10:00 UTC, the evening there', async () => {
    const bo = await buildUser(app, { timeZone: TOKYO });
    await actAt(bo, '2026-07-01T03:00:00Z'); // 12:00 on 1 July in Tokyo
    await actAt(bo, '2026-07-02T03:00:00Z');
    await actAt(bo, '2026-07-03T03:00:00Z'); // a 3-day streak, ending at midnight on 4 July in Tokyo

    await runJobsAt('2026-07-04T09:59:00Z'); // 18:59 on 4 July in Tokyo
    expect(await streakRemindersOf(bo)).toEqual([]);
    await runJobsAt('2026-07-04T10:00:00Z');
    expect((await streakRemindersOf(bo)).map((item) => item.text)).toEqual([
      NOTIFICATION_TEXTS.streakEnding(3),
    ]);
  });

  it('none when the day already counts; the next evening’s reminder names the longer streak', async () => {
    const cy = await buildUser(app, { timeZone: NEW_YORK });
    await actAt(cy, '2026-07-06T14:00:00Z');
    await actAt(cy, '2026-07-07T14:00:00Z');
    await actAt(cy, '2026-07-08T22:30:00Z'); // 18:30 on 8 July, the evening the 2-day streak would end
    await runJobsAt('2026-07-08T23:00:00Z');
    await runJobsAt('2026-07-09T01:00:00Z');
    expect(await streakRemindersOf(cy)).toEqual([]);
    await runJobsAt('2026-07-09T23:00:00Z'); // 19:00 on 9 July: the 3-day streak ends tonight
    expect((await streakRemindersOf(cy)).map((item) => item.text)).toEqual([
      NOTIFICATION_TEXTS.streakEnding(3),
    ]);
  });

  it('none for a streak of one day', async () => {
    const di = await buildUser(app, { timeZone: NEW_YORK });
    await actAt(di, '2026-07-11T14:00:00Z');
    expect((await profileOf(app, di)).streak).toBe(1);
    await runJobsAt('2026-07-12T23:00:00Z');
    await runJobsAt('2026-07-13T23:00:00Z');
    expect(await streakRemindersOf(di)).toEqual([]);
  });

  it('none when 19:00 is in the student’s quiet hours: dropped, not sent when they end', async () => {
    const ed = await buildUser(app, { timeZone: TOKYO });
    // Quiet from 18:00 to 08:00 (the settings page stores these two columns).
    await db.updateTable('profiles').set({ quiet_start: 18, quiet_end: 8 }).where('id', '=', ed.id).execute();
    await actAt(ed, '2026-07-14T03:00:00Z');
    await actAt(ed, '2026-07-15T03:00:00Z');
    await runJobsAt('2026-07-16T10:00:00Z'); // 19:00 on 16 July in Tokyo, inside 18–8
    await runJobsAt('2026-07-16T23:30:00Z'); // 08:30 on 17 July: quiet is over, but so is the streak
    expect(await streakRemindersOf(ed)).toEqual([]);
    expect((await profileOf(app, ed)).streak).toBe(0);
  });

  it('a held freeze moves the reminder one day later', async () => {
    const fay = await buildUser(app);
    const day0 = Date.parse('2026-08-03T10:00:00Z');
    for (let day = 0; day < 7; day += 1) await actAt(fay, new Date(day0 + day * DAY_MS).toISOString());
    expect(await profileOf(app, fay)).toMatchObject({ streak: 7, streakFreezes: 1 });
    // The last action was on 9 August: without the freeze the streak would end on the 10th.
    await runJobsAt('2026-08-10T19:00:00Z');
    await runJobsAt('2026-08-10T21:00:00Z');
    expect(await streakRemindersOf(fay)).toEqual([]);
    await runJobsAt('2026-08-11T18:59:00Z');
    expect(await streakRemindersOf(fay)).toEqual([]);
    await runJobsAt('2026-08-11T19:00:00Z');
    expect((await streakRemindersOf(fay)).map((item) => item.text)).toEqual([
      NOTIFICATION_TEXTS.streakEnding(7),
    ]);
  });

  it('a reminder first found after local midnight (the server was down) is dropped', async () => {
    const gus = await buildUser(app, { timeZone: NEW_YORK });
    // Never quiet (start = end), so only the date can drop it.
    await db.updateTable('profiles').set({ quiet_start: 0, quiet_end: 0 }).where('id', '=', gus.id).execute();
    await actAt(gus, '2026-08-17T14:00:00Z');
    await actAt(gus, '2026-08-18T14:00:00Z'); // due 19:00 on 19 August, nobody runs the jobs until…
    await runJobsAt('2026-08-20T04:30:00Z'); // 00:30 on 20 August in New York
    await runJobsAt('2026-08-20T23:00:00Z');
    expect(await streakRemindersOf(gus)).toEqual([]);
  });

  it('a suspended account is not reminded', async () => {
    const hal = await buildUser(app);
    await actAt(hal, '2026-08-24T10:00:00Z');
    await actAt(hal, '2026-08-25T10:00:00Z');
    await suspendUser(db, hal.id, null, clock);
    await runJobsAt('2026-08-26T19:00:00Z');
    const rows = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', hal.id)
      .where('kind', '=', 'streak_ending')
      .execute();
    expect(rows).toEqual([]);
  });

  it('a time-zone change in settings moves the evening to the new zone', async () => {
    const ivy = await buildUser(app, { timeZone: NEW_YORK });
    await actAt(ivy, '2026-09-01T14:00:00Z');
    await actAt(ivy, '2026-09-02T14:00:00Z'); // due 19:00 on 3 September in New York (23:00 UTC)
    clock = Date.parse('2026-09-03T02:00:00Z'); // 22:00 on 2 September in New York; 11:00 on 3 September in Tokyo
    const changed = await call(app, 'PUT', '/api/account/time-zone', ivy, { timeZone: TOKYO });
    expect(changed.statusCode).toBe(200);
    await runJobsAt('2026-09-03T09:59:00Z'); // 18:59 in Tokyo
    expect(await streakRemindersOf(ivy)).toEqual([]);
    await runJobsAt('2026-09-03T10:00:00Z');
    expect(await streakRemindersOf(ivy)).toHaveLength(1);
    await runJobsAt('2026-09-03T23:00:00Z'); // New York's 19:00 no longer means anything
    expect(await streakRemindersOf(ivy)).toHaveLength(1);
  });
});

/*
 * Two server processes on one PostgreSQL database, each with its own pool and scheduler, at the same moment: the
 * compare-and-set on the profile lets one of them claim each reminder. PostgreSQL only, as in
 * jobs/two-schedulers.test.ts (two better-sqlite3 connections in one process block each other's event loop).
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const peerDb = onPostgres ? createDb(config.database) : undefined;
const peer = peerDb && (await buildApp({ config, db: peerDb, logStream: testLogStream, now: () => clock }));
await peer?.ready();
afterAll(async () => {
  await peer?.close();
  await peerDb?.destroy();
});

it.runIf(onPostgres)('two schedulers at once send each reminder once', async () => {
  const users = [];
  for (let i = 0; i < 4; i += 1) {
    const user = await buildUser(app, { timeZone: i % 2 ? TOKYO : NEW_YORK });
    users.push(user);
    await actAt(user, '2026-10-05T12:00:00Z');
    await actAt(user, '2026-10-06T12:00:00Z');
  }
  clock = Date.parse('2026-10-07T23:30:00Z'); // past 19:00 on 7 October in New York, 08:30 on the 8th in Tokyo
  const tokyoEvening = Date.parse('2026-10-07T10:00:00Z');
  expect(clock).toBeGreaterThan(tokyoEvening + 12 * HOUR_MS); // Tokyo's were due on the 7th: dropped now
  const [first, second] = await Promise.all([app.jobs.runOnce(), peer!.jobs.runOnce()]);
  expect(first.streakReminders! + second.streakReminders!).toBe(2);
  for (const [i, user] of users.entries()) {
    expect(await streakRemindersOf(user)).toHaveLength(i % 2 ? 0 : 1);
  }
});
