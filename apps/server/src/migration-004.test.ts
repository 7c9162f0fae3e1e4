import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { authTablesStep } from './features/auth/auth-tables.service';
import { testConfig } from './test/build-test-app';
import { testLogStream } from './test/error-logs';
import { cookieOf, signIn } from './test/auth-helpers';
import { buildUser, call, TEST_PASSWORD, type TestUser } from './test/factories';
import { hashPassword } from './features/auth/password-hashing';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import * as contactMessages from './db/migrations/001-contact-messages';
import * as rateLimits from './db/migrations/002-rate-limits';
import * as learning from './db/migrations/003-learning';

// Migration 004 (db/migrations/004-reviews-xp.ts), here because it needs the app. A database as 003 left it, with
// users as an e-mail sign-up made them then and a reviewed teach-back.
const config = await testConfig();
const db = createDb(config.database);
await authTablesStep(config)(db);
const upTo003 = {
  '001-contact-messages': contactMessages,
  '002-rate-limits': rateLimits,
  '003-learning': learning,
};
const migrated = await new Migrator({
  db,
  provider: { getMigrations: async () => upTo003 },
}).migrateToLatest();
if (migrated.error) throw new Error('Migrating to 003 failed', { cause: migrated.error });
const app = await buildApp({ config, db, logStream: testLogStream });
await app.ready();
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const now = Date.now();
const postgres = config.database.kind === 'postgres';
/**
 * A user as an e-mail sign-up under 003 left them: Better Auth's user and credential account, and the profile
 * with 003's columns. Written directly: today's sign-up also stores the browser's time zone, a column 004 adds,
 * so it cannot run on this database. They sign in through the app once it is migrated (signedIn below).
 */
async function userAsOf003(name: string) {
  const id = randomUUID();
  const email = `${name.toLowerCase()}-${id.slice(0, 8)}@example.com`;
  const at = new Date(now).toISOString();
  await sql`insert into "user" (id, name, email, "emailVerified", image, "createdAt", "updatedAt")
    values (${id}, ${name}, ${email}, ${postgres ? false : 0}, null, ${at}, ${at})`.execute(db);
  await sql`insert into account (id, "accountId", "providerId", "userId", password, "createdAt", "updatedAt")
    values (${randomUUID()}, ${id}, 'credential', ${id}, ${await hashPassword(TEST_PASSWORD)}, ${at}, ${at})`.execute(
    db,
  );
  await sql`insert into profiles (id, display_name, photo_url, xp, streak, created_at, updated_at)
    values (${id}, ${name}, null, 0, 0, ${now}, ${now})`.execute(db);
  return { id, email };
}

async function signedIn(user: { id: string; email: string }, address: string): Promise<TestUser> {
  const response = await signIn(app, user.email, TEST_PASSWORD, { remoteAddress: address });
  if (response.statusCode !== 200) throw new Error(`sign-in: ${response.statusCode} ${response.body}`);
  return { ...user, cookie: cookieOf(response) };
}

const ada = await userAsOf003('Ada');
const bob = await userAsOf003('Bob');
await db
  .insertInto('challenges')
  .values({
    id: 'c1',
    owner_id: ada.id,
    title: 'Heaps',
    topic: 'Data structures',
    level: 'Beginner',
    status: 'accepted',
    description: '',
    notes: '',
    points: 25,
    tags: '[]',
    author: 'Ada',
    due_ts: now,
    created_at: now,
    updated_at: now,
  })
  .execute();
await db
  .insertInto('teachbacks')
  .values({
    id: 't1',
    challenge_id: 'c1',
    assignee_id: bob.id,
    requester_id: ada.id,
    requester: 'Ada',
    prompt: 'Teach back: Heaps',
    status: 'completed',
    notes: 'Sift down.',
    due_ts: now,
    created_at: now,
    updated_at: now,
  })
  .execute();
await sql`
  insert into feedback_requests
    (id, reviewer_id, learner_id, learner, teachback_id, title, points, status, rating, comment, created_at, updated_at)
  values ('f1', ${ada.id}, ${bob.id}, 'Bob', 't1', 'Heaps', 10, 'completed', 4, 'Nice', ${now}, ${now + 5})`.execute(
  db,
);

await migrateToLatest(db, []);
const signedInAda = await signedIn(ada, '10.200.0.1');
const signedInBob = await signedIn(bob, '10.200.0.2');

describe('migration 004 on a database with reviews in it', () => {
  it('keeps every feedback request, backfills its topic from the challenge and its completion time', async () => {
    const row = await db
      .selectFrom('feedback_requests')
      .selectAll()
      .where('id', '=', 'f1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reviewer_id: ada.id,
      learner_id: bob.id,
      title: 'Heaps',
      topic: 'Data structures',
      status: 'completed',
      rating: 4,
      comment: 'Nice',
      anonymous: 0,
      helpful_at: null,
      completed_at: now + 5,
      rubric_clarity: null,
    });
    // The app reads it as a review the learner received.
    const received = (await call(app, 'GET', '/api/feedback/received', signedInBob)).json().reviews;
    expect(received).toEqual([
      expect.objectContaining({ id: 'f1', topic: 'Data structures', reviewer: 'Ada' }),
    ]);
  });

  it('gives existing profiles an empty streak state and the UTC time zone', async () => {
    const profile = await db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({
      longest_streak: 0,
      streak_freezes: 0,
      streak_last_day: null,
      time_zone: 'UTC',
    });
    // A profile created after the migration (Better Auth inserts only its own fields) gets the same defaults.
    const cy = await buildUser(app);
    const fresh = await db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', cy.id)
      .executeTakeFirstOrThrow();
    expect(fresh).toMatchObject({ xp: 0, streak: 0, longest_streak: 0, time_zone: 'UTC' });
  });

  it('a restart (Better Auth’s step, then ours) finds nothing to change and keeps the data', async () => {
    await migrateToLatest(db, [authTablesStep(config)]);
    const row = await db
      .selectFrom('feedback_requests')
      .select('topic')
      .where('id', '=', 'f1')
      .executeTakeFirst();
    expect(row?.topic).toBe('Data structures');
    expect((await call(app, 'GET', '/api/profile', signedInAda)).statusCode).toBe(200);
  });

  it.each([
    ['a rating of 6', { rating: 6 }],
    ['a rating of -1', { rating: -1 }],
    ['a rubric score of 0', { rubric_clarity: 0 }],
    ['a rubric score of 6', { rubric_examples: 6 }],
    ['anonymous = 2', { anonymous: 2 }],
  ])('refuses %s at the database', async (_name, set) => {
    await expect(
      db.updateTable('feedback_requests').set(set).where('id', '=', 'f1').execute(),
    ).rejects.toThrow();
  });

  it('refuses an unknown XP kind and a second award from the same source', async () => {
    const row = { user_id: ada.id, source: 'challenge_completed:c1', amount: 25, created_at: now };
    await db
      .insertInto('xp_ledger')
      .values({ ...row, id: 'x1', kind: 'challenge_completed' })
      .execute();
    await expect(
      db
        .insertInto('xp_ledger')
        .values({ ...row, id: 'x2', kind: 'challenge_completed' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('xp_ledger')
        .values({ ...row, id: 'x3', source: 'other', kind: 'bogus' as 'review_helpful' })
        .execute(),
    ).rejects.toThrow();
  });
});
