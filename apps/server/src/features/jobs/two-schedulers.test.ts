import { DAY_MS } from '@teachloop/shared';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDb } from '../../db/create-db';
import { outbox } from '../../test/auth-helpers';
import { testLogStream } from '../../test/error-logs';
import { buildAppWith, buildChallenge, buildUser, verifyEmailOf } from '../../test/factories';

/*
 * Two server processes on one PostgreSQL database, each with its own connection pool and scheduler, running at
 * the same moment: every reminder, reassignment and e-mail happens once. PostgreSQL only: better-sqlite3 is
 * synchronous, so two SQLite connections in one Node process block each other's event loop while one waits for
 * the file's write lock (separate processes take turns through busy_timeout and BEGIN IMMEDIATE instead).
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres';
let clock = Date.parse('2026-07-01T09:00:00Z');
const { app, db, config } = await buildAppWith({ now: () => clock });
const peerDb = createDb(config.database);
const peer = await buildApp({ config, db: peerDb, logStream: testLogStream, now: () => clock });
await peer.ready();
afterAll(async () => {
  await peer.close();
  await peerDb.destroy();
});

it.runIf(onPostgres)('two schedulers at once never do the same job twice', async () => {
  const users = [];
  for (let i = 0; i < 6; i += 1) {
    const user = await buildUser(app);
    await verifyEmailOf(db, user); // only verified addresses get notification mail
    users.push(user);
  }
  const soon = [];
  const late = [];
  for (const [index, owner] of users.entries()) {
    soon.push((await buildChallenge(app, owner, { title: `Soon ${index}`, dueDays: 3 })).teachback!.id);
    late.push((await buildChallenge(app, owner, { title: `Late ${index}`, dueDays: 1 })).teachback!.id);
  }
  // Late ones are 2 days overdue (past the 24-hour grace); soon ones are due in 23 hours.
  clock += 2 * DAY_MS + 60 * 60 * 1000;
  const mailsBefore = (await outbox(config)).length;

  const [first, second] = await Promise.all([app.jobs.runOnce(), peer.jobs.runOnce()]);

  expect(first.reminders! + second.reminders!).toBe(soon.length);
  expect(first.reassignments! + second.reassignments!).toBe(late.length);
  const reminders = await db
    .selectFrom('notifications')
    .select('dedupe_key')
    .where('kind', '=', 'teachback_due_soon')
    .execute();
  expect(reminders).toHaveLength(soon.length);
  const moved = await db.selectFrom('teachbacks').select('reassign_count').where('id', 'in', late).execute();
  expect(moved.map((row) => Number(row.reassign_count))).toEqual(late.map(() => 1));
  const history = await db.selectFrom('teachback_assignments').select('teachback_id').execute();
  expect(history).toHaveLength(late.length);

  // Each mail queued by this run (reminders and reassignments default to e-mail) went out exactly once.
  const queued = await db
    .selectFrom('notifications')
    .select('id')
    .where('email_status', 'is not', null)
    .execute();
  const sent = (await outbox(config)).length - mailsBefore;
  expect(first.mail! + second.mail!).toBe(sent);
  const pending = await db
    .selectFrom('notifications')
    .select('id')
    .where('email_status', '=', 'pending')
    .execute();
  expect(pending).toEqual([]);
  expect(sent).toBe(queued.length);
});
