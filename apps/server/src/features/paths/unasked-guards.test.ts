import { DAY_MS, PATH_MESSAGES, TEACHBACK_COMPLETED_XP } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { grantModeratorByEmail } from '../../db/moderators';
import {
  buildAppWith,
  buildChallenge,
  buildUser,
  call,
  TEST_PASSWORD,
  type TestUser,
} from '../../test/factories';
import { EXPLANATION } from '../../test/learning-loop';
import { COURSES_USER_ID } from './courses-user';

/*
 * The guards on an explanation taught without being asked, each tried along every path that could break it: the
 * courses account (its requester and pending reviewer) is never assigned, told or mailed; the explanation is never
 * reminded, reassigned or declined, and its completion pays no teach-back XP.
 */
let clock = Date.parse('2026-05-04T09:00:00Z');
const { app, db } = await buildAppWith({ now: () => (clock += 1), random: () => 0 });

const COURSE = 'intro-to-python';
const ITEMS = ['variables', 'data-types', 'if-statements', 'what-a-program-is'];

async function teach(user: TestUser, item: string) {
  const response = await call(app, 'POST', `/api/courses/${COURSE}/items/${item}/teach`, user);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ teachbackId: string }>().teachbackId;
}

async function complete(user: TestUser, teachbackId: string) {
  const saved = await call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, user, { notes: EXPLANATION });
  expect(saved.statusCode, saved.body).toBe(200);
  const done = await call(app, 'POST', `/api/teachbacks/${teachbackId}/complete`, user, {});
  expect(done.statusCode, done.body).toBe(200);
}

async function teachbackRow(id: string) {
  return db
    .selectFrom('teachbacks')
    .select(['assignee_id', 'status', 'reassign_count', 'due_ts'])
    .where('id', '=', id)
    .executeTakeFirst();
}

async function notificationsOf(userId: string) {
  return db
    .selectFrom('notifications')
    .select(['kind', 'email_status'])
    .where('user_id', '=', userId)
    .execute();
}

async function ledgerOf(userId: string) {
  return db
    .selectFrom('xp_ledger')
    .select(['kind', 'source', 'amount'])
    .where('user_id', '=', userId)
    .execute();
}

const ada = await buildUser(app, { name: 'Ada' });
const ben = await buildUser(app, { name: 'Ben' });

describe('the courses account', () => {
  it('is made on first use, unverified, unlisted, not public, and is never chosen to teach', async () => {
    await teach(ada, ITEMS[0]!);
    const account = await db
      .selectFrom('user')
      .select(['email', 'emailVerified'])
      .where('id', '=', COURSES_USER_ID)
      .executeTakeFirstOrThrow();
    expect(account.email).toMatch(/\.invalid$/);
    expect(Boolean(account.emailVerified)).toBe(false);
    const profile = await db
      .selectFrom('profiles')
      .select(['listed', 'public_profile', 'handle', 'open_teachbacks'])
      .where('id', '=', COURSES_USER_ID)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ listed: 0, public_profile: 0, handle: null, open_teachbacks: 0 });

    // Its load stays 0, below everyone's: were it a candidate, the second challenge would go to it.
    const assignees = [];
    for (const title of ['First', 'Second', 'Third']) {
      assignees.push((await buildChallenge(app, ben, { title })).teachback?.assigneeId);
    }
    expect(assignees).toEqual([ada.id, ada.id, ada.id]);
  });
});

describe('an explanation taught unasked', () => {
  it('cannot be declined: a clear refusal, nothing changed', async () => {
    const teachbackId = await teach(ben, ITEMS[1]!);
    const before = await teachbackRow(teachbackId);
    const response = await call(app, 'POST', `/api/teachbacks/${teachbackId}/decline`, ben, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'conflict', message: PATH_MESSAGES.unaskedDecline } });
    expect(await teachbackRow(teachbackId)).toEqual(before);
  });

  it('is never reminded nor reassigned, however long past its due time', async () => {
    const teachbackId = await teach(ada, ITEMS[2]!);
    const row = (await teachbackRow(teachbackId))!;
    for (const at of [row.due_ts - DAY_MS / 2, row.due_ts + 2 * DAY_MS, row.due_ts + 30 * DAY_MS]) {
      clock = at;
      await app.jobs.runOnce();
    }
    expect(await teachbackRow(teachbackId)).toEqual(row);
    // Nothing told Ada of it (Ben's challenges she was given meanwhile went overdue and moved on, as they do).
    const aboutIt = await db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', ada.id)
      .where('href', 'like', `%${teachbackId}%`)
      .execute();
    expect(aboutIt).toEqual([]);
  });

  it('stays with its author when they block its requester, or are suspended', async () => {
    const cleo = await buildUser(app, { name: 'Cleo', email: 'unasked-cleo@example.com' });
    const teachbackId = await teach(cleo, ITEMS[0]!);
    const before = await teachbackRow(teachbackId);

    // A block separates the pair's unfinished teach-backs: this one's requester is the courses account.
    const blocked = await call(app, 'POST', '/api/blocks', cleo, { userId: COURSES_USER_ID });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    expect(await teachbackRow(teachbackId)).toEqual(before);

    const moderator = await buildUser(app, { name: 'Mod', email: 'unasked-mod@example.com' });
    await grantModeratorByEmail(db, 'unasked-mod@example.com', clock);
    const suspended = await call(app, 'PUT', `/api/moderation/users/${cleo.id}/suspension`, moderator, {
      reason: 'Spam',
      until: null,
    });
    expect(suspended.statusCode, suspended.body).toBeLessThan(300);
    expect(await teachbackRow(teachbackId)).toEqual(before);
  });

  it('goes, with its challenge, when its author deletes their account; nobody is told', async () => {
    const dan = await buildUser(app, { name: 'Dan' });
    const teachbackId = await teach(dan, ITEMS[3]!);
    const { challenge_id: challengeId } = await db
      .selectFrom('teachbacks')
      .select('challenge_id')
      .where('id', '=', teachbackId)
      .executeTakeFirstOrThrow();
    const deleted = await call(app, 'POST', '/api/account/delete', dan, { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await teachbackRow(teachbackId)).toBeUndefined();
    const left = await db.selectFrom('challenges').select('id').where('id', '=', challengeId).execute();
    expect(left).toEqual([]);
  });

  it('pays no teach-back XP at completion; the courses account is told nothing, then or when the review falls due', async () => {
    const teachbackId = await teach(ben, ITEMS[3]!);
    await complete(ben, teachbackId);
    expect((await ledgerOf(ben.id)).filter((row) => row.source.includes(teachbackId))).toEqual([]);
    expect(
      await db
        .selectFrom('feedback_requests')
        .select(['reviewer_id', 'status'])
        .where('teachback_id', '=', teachbackId)
        .execute(),
    ).toEqual([{ reviewer_id: COURSES_USER_ID, status: 'pending' }]);

    // Its review falls due and passes due: the jobs (review reminders, weekly summaries, mail) run on.
    for (const days of [2.5, 3.5, 8, 15]) {
      clock += days * DAY_MS;
      await app.jobs.runOnce();
    }
    expect(await notificationsOf(COURSES_USER_ID)).toEqual([]);
    expect(TEACHBACK_COMPLETED_XP).toBeGreaterThan(0);
  });
});
