import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, REPORT_MESSAGES, SUSPENSION_MESSAGES, TIME_ZONE_HEADER } from '@teachloop/shared';
import { describe, expect, it, vi } from 'vitest';
import { grantModeratorByEmail } from '../../db/moderators';
import {
  followResetLink,
  postJson,
  requestReset,
  resetMails,
  resetPassword,
  sessionTokens,
  sessionUser,
  signIn,
} from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { handedTeachback, recountOpenTeachbacks } from '../../test/learning-loop';

const { app, db, config } = await buildTestApp();
const WEEK_MS = 7 * 24 * 60 * 60_000;

async function buildModerator(): Promise<TestUser> {
  const moderator = await buildUser(app);
  await grantModeratorByEmail(db, moderator.email, Date.now());
  return moderator;
}
const moderator = await buildModerator();

const suspend = (user: { id: string }, body: unknown, by: TestUser = moderator) =>
  call(app, 'PUT', `/api/moderation/users/${user.id}/suspension`, by, body);
const lift = (user: { id: string }, by: TestUser = moderator) =>
  call(app, 'DELETE', `/api/moderation/users/${user.id}/suspension`, by);
const signInFrom = (user: TestUser, headers: Record<string, string> = {}) =>
  postJson(app, '/api/auth/sign-in/email', { email: user.email, password: TEST_PASSWORD }, { headers });
const suspensionOf = (userId: string) =>
  db
    .selectFrom('profiles')
    .select(['suspended_at', 'suspended_until', 'suspension_reason'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
const logOf = (subjectId: string) =>
  db
    .selectFrom('moderation_log')
    .select(['moderator_id', 'action', 'reason', 'until'])
    .where('subject_id', '=', subjectId)
    .orderBy('created_at')
    .execute();

describe('suspending an account', () => {
  it('ends its sessions at once, refuses its sign-in with the end date, lists it and writes the audit row', async () => {
    const sam = await buildUser(app);
    const phone = await signIn(app, sam.email, TEST_PASSWORD);
    expect(phone.statusCode).toBe(200);
    const until = Date.UTC(2031, 0, 15, 9, 30);

    const response = await suspend(sam, { reason: 'Spam in every review.', until });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      suspension: { userId: sam.id, reason: 'Spam in every review.', until },
    });

    expect(await sessionTokens(db, sam.id)).toEqual([]);
    expect(await sessionUser(app, sam.cookie)).toBeNull();
    expect((await call(app, 'GET', '/api/teachbacks', sam)).statusCode).toBe(401);

    const refused = await signInFrom(sam, { [TIME_ZONE_HEADER]: 'UTC' });
    expect(refused.statusCode).toBe(403);
    const { message } = refused.json<{ error: { message: string } }>().error;
    expect(message.startsWith(`${AUTH_MESSAGES.userDisabled} Your suspension ends on `)).toBe(true);
    expect(message).toContain('Jan 15, 2031');
    expect(refused.headers['set-cookie'] ?? []).not.toContainEqual(
      expect.stringContaining('session_token=ey'),
    );
    expect(await sessionTokens(db, sam.id)).toEqual([]);

    const list = await call(app, 'GET', '/api/moderation/suspensions', moderator);
    expect(list.json<{ accounts: { userId: string }[] }>().accounts.map((a) => a.userId)).toContain(sam.id);
    expect(await logOf(sam.id)).toEqual([
      { moderator_id: moderator.id, action: 'suspend', reason: 'Spam in every review.', until },
    ]);
  });

  it('for good: sign-in says only that the account has been disabled, and a wrong password says nothing more', async () => {
    const pat = await buildUser(app);
    expect((await suspend(pat, { reason: 'Harassment.', until: null })).statusCode).toBe(200);
    const refused = await signInFrom(pat);
    expect(refused.json()).toEqual({
      error: { code: 'permission_denied', message: AUTH_MESSAGES.userDisabled },
    });
    const wrong = await postJson(app, '/api/auth/sign-in/email', {
      email: pat.email,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain(AUTH_MESSAGES.userDisabled);
  });

  it('hands the account’s open teach-backs to other peers', async () => {
    const [requester, sue] = [await buildUser(app), await buildUser(app)];
    await buildUser(app);
    const pending = await handedTeachback(app, db, requester, sue);
    const started = await handedTeachback(app, db, requester, sue);
    expect((await call(app, 'POST', `/api/teachbacks/${started.teachbackId}/start`, sue)).statusCode).toBe(
      200,
    );

    expect((await suspend(sue, { reason: 'Cheating.', until: Date.now() + WEEK_MS })).statusCode).toBe(200);

    const rows = await db
      .selectFrom('teachbacks')
      .select(['id', 'assignee_id', 'status'])
      .where('id', 'in', [pending.teachbackId, started.teachbackId])
      .execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.assignee_id).not.toBe(sue.id);
      expect(row.status).toBe('pending');
    }
    const load = await db
      .selectFrom('profiles')
      .select('open_teachbacks')
      .where('id', '=', sue.id)
      .executeTakeFirstOrThrow();
    expect(load.open_teachbacks).toBe(0);
  });

  it('never assigns a suspended account a new teach-back, even when it is the least loaded', async () => {
    const idle = await buildUser(app);
    expect((await suspend(idle, { reason: 'Spam.', until: null })).statusCode).toBe(200);
    const author = await buildUser(app);
    // Everyone else is busy: without the exclusion the idle account would be the only least-loaded peer.
    await db.updateTable('profiles').set({ open_teachbacks: 50 }).where('id', '!=', idle.id).execute();
    try {
      for (let i = 0; i < 3; i++) {
        const created = await buildChallenge(app, author, { title: `Suspension check ${i}` });
        expect(created.teachback?.assigneeId).toBeDefined();
        expect(created.teachback?.assigneeId).not.toBe(idle.id);
      }
    } finally {
      await recountOpenTeachbacks(db);
    }
  });

  it('closes the open reports about the account as actioned and tells each reporter', async () => {
    const [reporter, rex] = [await buildUser(app), await buildUser(app)];
    const reportId = randomUUID();
    await db
      .insertInto('reports')
      .values({
        id: reportId,
        reporter_id: reporter.id,
        item_kind: 'profile',
        item_id: rex.id,
        subject_id: rex.id,
        reason: 'spam',
        note: null,
        status: 'open',
        outcome: null,
        created_at: Date.now(),
        resolved_at: null,
        resolved_by: null,
      })
      .execute();
    expect((await suspend(rex, { reason: 'Spam.', until: null })).statusCode).toBe(200);
    const report = await db
      .selectFrom('reports')
      .select(['status', 'outcome', 'resolved_by'])
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(report).toEqual({ status: 'actioned', outcome: 'suspended', resolved_by: moderator.id });
    const told = await db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', reporter.id)
      .where('kind', '=', 'report_resolved')
      .execute();
    expect(told).toHaveLength(1);
  });

  it('is not undone by a password reset: the reset completes, sign-in stays refused', async () => {
    const ria = await buildUser(app);
    expect((await suspend(ria, { reason: 'Spam.', until: null })).statusCode).toBe(200);
    await requestReset(app, ria.email);
    const link = await vi.waitFor(
      async () => (await resetMails(config)).find((mail) => mail.to === ria.email)!.link!,
    );
    const token = await followResetLink(app, link);
    expect((await resetPassword(app, token, 'a brand new password')).statusCode).toBe(200);
    const refused = await postJson(app, '/api/auth/sign-in/email', {
      email: ria.email,
      password: 'a brand new password',
    });
    expect(refused.statusCode).toBe(403);
    expect(await sessionTokens(db, ria.id)).toEqual([]);
  });
});

describe('lifting and expiry', () => {
  it('lifting lets the user sign in again, with its audit row; lifting again is a 409', async () => {
    const lee = await buildUser(app);
    expect((await suspend(lee, { reason: 'Spam.', until: null })).statusCode).toBe(200);
    expect((await lift(lee)).statusCode).toBe(204);
    expect(await suspensionOf(lee.id)).toEqual({
      suspended_at: null,
      suspended_until: null,
      suspension_reason: null,
    });
    expect((await signInFrom(lee)).statusCode).toBe(200);
    expect((await logOf(lee.id)).map((row) => row.action)).toEqual(['suspend', 'lift']);
    const again = await lift(lee);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'conflict', message: SUSPENSION_MESSAGES.notSuspended } });
  });

  it('a suspension whose end has passed lifts itself: at sign-in, and in the scheduler’s run', async () => {
    const [ann, bo] = [await buildUser(app), await buildUser(app)];
    for (const user of [ann, bo]) {
      expect((await suspend(user, { reason: 'Spam.', until: Date.now() + WEEK_MS })).statusCode).toBe(200);
      await db
        .updateTable('profiles')
        .set({ suspended_until: Date.now() - 1000 })
        .where('id', '=', user.id)
        .execute();
    }
    expect((await signInFrom(ann)).statusCode).toBe(200);
    expect((await suspensionOf(ann.id)).suspended_at).toBeNull();

    await app.jobs.runOnce();
    expect(await suspensionOf(bo.id)).toEqual({
      suspended_at: null,
      suspended_until: null,
      suspension_reason: null,
    });
    expect((await signInFrom(bo)).statusCode).toBe(200);
  });
});

describe('what a moderator may not do', () => {
  it('suspend themselves (403) or another moderator (409), or someone who does not exist (404); nothing is written', async () => {
    const other = await buildModerator();
    const self = await suspend(moderator, { reason: 'Test.', until: null });
    expect(self.json()).toEqual({ error: { code: 'permission_denied', message: REPORT_MESSAGES.ownCase } });
    const peer = await suspend(other, { reason: 'Test.', until: null });
    expect(peer.json()).toEqual({ error: { code: 'conflict', message: SUSPENSION_MESSAGES.notAModerator } });
    expect((await suspend({ id: 'nobody-at-all' }, { reason: 'Test.', until: null })).statusCode).toBe(404);
    for (const id of [moderator.id, other.id]) {
      expect((await suspensionOf(id)).suspended_at).toBeNull();
      expect(await logOf(id)).toEqual([]);
    }
    expect((await sessionUser(app, other.cookie))?.id).toBe(other.id);
  });

  it('send a bad body: a clear 400 and nothing written', async () => {
    const val = await buildUser(app);
    const cases: [unknown, string][] = [
      [{ reason: ' \u200b ', until: null }, SUSPENSION_MESSAGES.reasonRequired],
      [{ reason: 'x'.repeat(501), until: null }, SUSPENSION_MESSAGES.reasonTooLong],
      [{ reason: 'Spam.', until: Date.now() - 1000 }, SUSPENSION_MESSAGES.untilPast],
      [{ reason: 'Spam.', until: 'tomorrow' }, SUSPENSION_MESSAGES.untilInvalid],
      [{ reason: 'Spam.' }, SUSPENSION_MESSAGES.untilInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await suspend(val, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
    }
    expect((await suspensionOf(val.id)).suspended_at).toBeNull();
    expect(await sessionUser(app, val.cookie)).not.toBeNull();
  });

  it('anyone else, signed in or not, is told the routes do not exist', async () => {
    const [eve, target] = [await buildUser(app), await buildUser(app)];
    expect((await suspend(target, { reason: 'Spam.', until: null }, eve)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/moderation/suspensions', eve)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/api/moderation/suspensions')).statusCode).toBe(404);
    expect((await suspensionOf(target.id)).suspended_at).toBeNull();
  });
});

describe('the list of suspended accounts', () => {
  it('pages newest first with a cursor', async () => {
    const users = [await buildUser(app), await buildUser(app), await buildUser(app)];
    for (const user of users)
      expect((await suspend(user, { reason: 'Spam.', until: null })).statusCode).toBe(200);
    const seen: { userId: string; suspendedAt: number }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page = await call(app, 'GET', `/api/moderation/suspensions${query}`, moderator);
      expect(page.statusCode).toBe(200);
      const body = page.json<{
        accounts: { userId: string; suspendedAt: number }[];
        nextCursor: string | null;
      }>();
      seen.push(...body.accounts);
      cursor = body.nextCursor;
    } while (cursor);
    const ids = seen.map((account) => account.userId);
    expect(ids).toEqual(expect.arrayContaining(users.map((user) => user.id)));
    expect(new Set(ids).size).toBe(ids.length);
    // Newest first; suspensions in the same millisecond follow by id, descending.
    seen.slice(1).forEach((account, i) => {
      const before = seen[i]!;
      const ordered =
        before.suspendedAt > account.suspendedAt ||
        (before.suspendedAt === account.suspendedAt && before.userId > account.userId);
      expect(ordered).toBe(true);
    });
    expect(
      (await call(app, 'GET', '/api/moderation/suspensions?cursor=nonsense', moderator)).statusCode,
    ).toBe(400);
  });
});
