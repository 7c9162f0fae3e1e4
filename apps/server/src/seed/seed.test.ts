import { describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/database';
import { buildTestApp } from '../test/build-test-app';
import { buildUser } from '../test/factories';
import { DEMO_EMAILS, DEMO_PASSWORD } from './demo-users';
import { seedDemo } from './seed';

// A Wednesday: this week began on Monday the 16th, this month on the 1st.
const NOW = Date.parse('2026-03-18T12:00:00Z');
const WEEK_START = Date.parse('2026-03-16T00:00:00Z');
const MONTH_START = Date.parse('2026-03-01T00:00:00Z');

const TABLES = [
  'user',
  'profiles',
  'challenges',
  'teachbacks',
  'feedback_requests',
  'activity',
  'xp_ledger',
  'user_badges',
  'circles',
  'circle_members',
  'circle_join_requests',
] as const satisfies readonly (keyof Database)[];

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

async function countBy(db: Db, table: 'challenges' | 'teachbacks' | 'feedback_requests') {
  const rows = await db.selectFrom(table).select('status').execute();
  const counts: Record<string, number> = {};
  for (const { status } of rows) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('npm run db:seed', () => {
  it('fills an empty database with the demo, a demo user can log in, and a second run changes nothing', async () => {
    // The app is only there to log in with; seeding builds its own on the same empty database.
    const { app, config, db } = await buildTestApp();
    const outcome = await seedDemo({ config, db, now: NOW });
    expect(outcome.status).toBe('seeded');

    const users = await db.selectFrom('user').select('email').execute();
    expect(users.map((user) => user.email).sort()).toEqual([...DEMO_EMAILS].sort());
    expect(DEMO_EMAILS).toContain('ada@demo.teachloop.test');
    // Verified, so their XP is paid and they show on the boards (XP is paid only between verified addresses).
    const verified = await db.selectFrom('user').select('emailVerified').execute();
    expect(verified.every((user) => Boolean(Number(user.emailVerified)))).toBe(true);

    const challenges = await countBy(db, 'challenges');
    for (const status of ['open', 'accepted', 'in_progress', 'completed']) {
      expect(challenges[status], status).toBeGreaterThan(0);
    }
    const teachbacks = await countBy(db, 'teachbacks');
    for (const status of ['pending', 'in_progress', 'completed'])
      expect(teachbacks[status], status).toBeGreaterThan(0);
    const feedback = await db
      .selectFrom('feedback_requests')
      .select(['status', 'rating', 'helpful_at'])
      .execute();
    expect(
      feedback.filter((row) => row.status === 'completed' && Number(row.rating) > 0).length,
    ).toBeGreaterThan(5);
    expect(feedback.some((row) => row.status === 'pending')).toBe(true);
    expect(feedback.some((row) => row.helpful_at !== null)).toBe(true);

    const circles = await db
      .selectFrom('circles')
      .select(['privacy', 'capacity', 'member_count', 'id'])
      .execute();
    expect(circles.some((circle) => circle.privacy === 'open' && circle.member_count < circle.capacity)).toBe(
      true,
    );
    expect(circles.some((circle) => circle.member_count === circle.capacity)).toBe(true);
    const privateCircle = circles.find((circle) => circle.privacy === 'private')!;
    const requests = await db
      .selectFrom('circle_join_requests')
      .select('status')
      .where('circle_id', '=', privateCircle.id)
      .execute();
    expect(requests.map((request) => request.status).sort()).toEqual(['approved', 'pending']);

    const ledger = await db.selectFrom('xp_ledger').select('created_at').execute();
    const times = ledger.map((row) => Number(row.created_at));
    expect(times.every((time) => time <= NOW)).toBe(true);
    expect(times.filter((time) => time >= WEEK_START).length, 'this week').toBeGreaterThan(0);
    expect(
      times.filter((time) => time >= MONTH_START && time < WEEK_START).length,
      'this month',
    ).toBeGreaterThan(0);
    expect(times.filter((time) => time < MONTH_START).length, 'earlier').toBeGreaterThan(0);

    // Some chose a bigger daily goal, and the stories' actions counted towards the goals.
    const goals = await db.selectFrom('profiles').select('daily_goal').execute();
    expect(goals.some((profile) => profile.daily_goal > 1)).toBe(true);
    expect((await db.selectFrom('daily_actions').select('source').execute()).length).toBeGreaterThan(5);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: config.publicUrl },
      remoteAddress: '10.98.0.1',
      payload: { email: 'ada@demo.teachloop.test', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);

    const before = await rowCounts(db);
    expect(await seedDemo({ config, db, now: NOW + 60_000 })).toEqual({ status: 'present' });
    expect(await rowCounts(db)).toEqual(before);
  }, 30_000);

  it('refuses a database that has a real user, writing nothing, unless forced', async () => {
    const { app, config, db } = await buildTestApp();
    await buildUser(app, { email: 'real.person@example.com' });
    const before = await rowCounts(db);
    const refused = await seedDemo({ config, db, now: NOW });
    expect(refused).toEqual({ status: 'refused', reason: expect.stringContaining('--force') });
    expect(await rowCounts(db)).toEqual(before);

    expect((await seedDemo({ config, db, now: NOW, force: true })).status).toBe('seeded');
    const emails = await db.selectFrom('user').select('email').execute();
    expect(emails).toHaveLength(DEMO_EMAILS.length + 1);
  }, 30_000);
});
