import {
  ACTIVITY_LINK_KINDS,
  ACTIVITY_TYPES,
  BADGE_IDS,
  NOTIFICATION_KINDS,
  DAY_MS,
} from '@teachloop/shared';
import { sql } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { insertAll, seeded, TOPICS } from './bulk-rows';

/** Better Auth's tables keep dates as text on SQLite and timestamps on PostgreSQL: ISO text suits both. */
export async function fillUsers(db: Db, config: Config, ids: string[], now: number) {
  const iso = new Date(now).toISOString();
  const later = new Date(now + 30 * DAY_MS).toISOString();
  const verified = config.database.kind === 'postgres' ? sql`false` : 0;
  const rand = seeded(1);
  await insertAll(
    db,
    'user',
    ids.map((id) => ({
      id,
      name: `Bulk ${id}`,
      email: `${id}@bulk.test`,
      emailVerified: verified,
      createdAt: iso,
      updatedAt: iso,
    })),
  );
  await insertAll(
    db,
    'session',
    ids.map((id) => ({
      id: `s-${id}`,
      token: `t-${id}`,
      userId: id,
      expiresAt: later,
      createdAt: iso,
      updatedAt: iso,
    })),
  );
  await insertAll(
    db,
    'account',
    ids.map((id) => ({
      id: `a-${id}`,
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: 'x',
      createdAt: iso,
      updatedAt: iso,
    })),
  );
  await insertAll(
    db,
    'verification',
    ids.map((id) => ({
      id: `v-${id}`,
      identifier: `reset-password:${id}`,
      value: id,
      expiresAt: later,
      createdAt: iso,
      updatedAt: iso,
    })),
  );
  await insertAll(
    db,
    'profiles',
    ids.map((id) => ({
      id,
      display_name: `Bulk ${id}`,
      photo_url: null,
      xp: rand.int(5_000),
      streak: rand.int(30),
      longest_streak: rand.int(60),
      streak_freezes: rand.int(3),
      streak_last_day: null,
      time_zone: 'UTC',
      open_teachbacks: 20 + rand.int(10),
      // Handles for the public profile's unique index; a fifth hidden from leaderboards, some public.
      handle: `bulk-${id.toLowerCase()}`,
      listed: rand.int(5) === 0 ? 0 : 1,
      public_profile: rand.int(2),
      created_at: now - rand.int(365) * DAY_MS,
      updated_at: now,
    })),
  );
}

/** Per-user rows: timeline, notifications, badges, skills, preferences; about ten of each kind per user. */
export async function fillPerUser(db: Db, users: string[], now: number) {
  const rand = seeded(3);
  // Push times draw from their own sequence, so the rows above and below stay as they were.
  const pushRand = seeded(47);
  const activity = [];
  const notifications = [];
  for (let i = 0; i < users.length * 10; i++) {
    const user = users[i % users.length]!;
    const at = now - rand.int(180 * DAY_MS);
    activity.push({
      id: `ac-${i}`,
      user_id: user,
      text: `Did thing ${i}`,
      type: rand.pick(ACTIVITY_TYPES),
      created_at: at,
      link_kind: rand.pick(ACTIVITY_LINK_KINDS),
      link_id: `c-${rand.int(1000)}`,
    });
    notifications.push({
      id: `n-${i}`,
      user_id: user,
      kind: rand.pick(NOTIFICATION_KINDS),
      text: `Notice ${i}`,
      href: '/dashboard',
      created_at: at,
      read_at: rand.int(2) ? at : null,
      email_status: rand.int(50) ? 'sent' : 'pending',
      dedupe_key: `bulk-${i}`,
      // One in 200 waits to be pushed (due: the scenario's scheduler run takes them), one in 200 later.
      push_at: [at, now + pushRand.int(12 * 60 * 60 * 1000), null][Math.min(pushRand.int(200), 2)],
    });
  }
  await insertAll(db, 'activity', activity);
  await insertAll(db, 'notifications', notifications);
  await insertAll(
    db,
    'user_badges',
    users.map((id) => ({ user_id: id, badge_id: rand.pick(BADGE_IDS), earned_at: now })),
  );
  await insertAll(
    db,
    'verified_skills',
    users.map((id) => ({ user_id: id, topic: rand.pick(TOPICS), verified_at: now })),
  );
  await insertAll(
    db,
    'notification_preferences',
    // The first 15 kinds only: each kind added later would otherwise thin the weekly-summary subscribers and
    // flip PostgreSQL's plan for the weekly summary's read (a statistics artefact, not a missing index).
    users.map((id) => ({ user_id: id, kind: rand.pick(NOTIFICATION_KINDS.slice(0, 15)), delivery: 'email' })),
  );
  await insertAll(
    db,
    'push_preferences',
    users.map((id) => ({ user_id: id, kind: pushRand.pick(NOTIFICATION_KINDS), push: pushRand.int(2) })),
  );
  await insertAll(
    db,
    'weekly_summaries',
    // Four past weeks each: the table grows by a week of users every week.
    users.flatMap((id) =>
      [1, 2, 3, 4].map((weeks) => ({ user_id: id, week_start: now - weeks * 7 * DAY_MS, sent_at: now })),
    ),
  );
  await insertAll(
    db,
    'rate_limits',
    users.map((id) => ({ key: `bulk:${id}`, window_start: now, count: 1 })),
  );
  await insertAll(
    db,
    'contact_messages',
    users.map((id, i) => ({
      id: `m-${i}`,
      name: 'Someone',
      email: `${id}@bulk.test`,
      message: 'Hello',
      created_at: now - i,
    })),
  );
}
