import { ACCOUNT_MESSAGES, NOTIFICATION_TEXTS } from '@teachloop/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cookieOf, sessionUser, setCookies, signIn, signUp } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { buildCircle, circleAction } from '../../test/circles';
import { buildChallenge, buildUser, call, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { completedTeachback, markHelpful, recountOpenTeachbacks, review } from '../../test/learning-loop';

const { app, db } = await buildTestApp();

const deleteAccount = (user: TestUser, password: unknown = TEST_PASSWORD) =>
  call(app, 'POST', '/api/account/delete', user, { password });

async function notificationTexts(user: TestUser): Promise<string[]> {
  const rows = await db.selectFrom('notifications').select('text').where('user_id', '=', user.id).execute();
  return rows.map((row) => row.text);
}

async function activityTexts(user: TestUser): Promise<string[]> {
  const rows = await db.selectFrom('activity').select('text').where('user_id', '=', user.id).execute();
  return rows.map((row) => row.text);
}

const openLoad = async (user: TestUser) =>
  (await db.selectFrom('profiles').select('open_teachbacks').where('id', '=', user.id).executeTakeFirst())
    ?.open_teachbacks;

describe('deleting my account', () => {
  it('needs my password: a wrong or missing one deletes nothing', async () => {
    const ada = await buildUser(app);
    const wrong = await deleteAccount(ada, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: { code: 'invalid_argument', message: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
    const missing = await call(app, 'POST', '/api/account/delete', ada, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe(
      ACCOUNT_MESSAGES.deleteConfirmPassword,
    );
    expect(await sessionUser(app, ada.cookie)).toMatchObject({ id: ada.id });
    expect((await signIn(app, ada.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('is refused, with the way forward, for an account with no password (Google only)', async () => {
    const ada = await buildUser(app);
    await sql`delete from account where "userId" = ${ada.id} and "providerId" = 'credential'`.execute(db);
    const response = await deleteAccount(ada, 'anything');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      ACCOUNT_MESSAGES.noPasswordAccount,
    );
    expect(await sessionUser(app, ada.cookie)).toMatchObject({ id: ada.id });
  });

  it('signs me out everywhere, and my address can sign up afresh', async () => {
    const ada = await buildUser(app);
    const phone = cookieOf(await signIn(app, ada.email, TEST_PASSWORD));

    const response = await deleteAccount(ada);
    expect(response.statusCode).toBe(204);
    expect(setCookies(response).find((line) => line.includes('session_token='))).toMatch(/Max-Age=0/);
    expect(await sessionUser(app, ada.cookie)).toBeNull();
    expect(await sessionUser(app, phone)).toBeNull();
    expect((await signIn(app, ada.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/account/export', ada)).statusCode).toBe(401);

    const again = await signUp(app, { name: 'Ada again', email: ada.email, password: TEST_PASSWORD });
    expect(again.statusCode).toBe(200);
    const fresh = await sessionUser(app, cookieOf(await signIn(app, ada.email, TEST_PASSWORD)));
    expect(fresh).toMatchObject({ email: ada.email, displayName: 'Ada again' });
    expect(fresh!.id).not.toBe(ada.id);
  });

  it('erases what is mine alone and leaves me off every board', async () => {
    const ada = await buildUser(app, { name: 'Zelda Erased' });
    const bob = await buildUser(app);
    const { feedbackId } = await completedTeachback(app, db, bob, ada, { title: 'Tries' });
    expect((await review(app, bob, feedbackId, { rating: 5, comment: 'Clear.' })).statusCode).toBe(200);
    expect(
      (await call(app, 'GET', '/api/profile', ada)).json<{ profile: { xp: number } }>().profile.xp,
    ).toBeGreaterThan(0);

    expect((await deleteAccount(ada)).statusCode).toBe(204);

    for (const table of [
      'xp_ledger',
      'user_badges',
      'activity',
      'notifications',
      'circle_members',
    ] as const) {
      const rows = await db.selectFrom(table).select('user_id').where('user_id', '=', ada.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await db.selectFrom('profiles').select('id').where('id', '=', ada.id).execute()).toEqual([]);
    const { rows: users } = await sql<{ email: string; name: string }>`
      select email, name from "user" where id = ${ada.id}`.execute(db);
    expect(users).toEqual([{ email: `${ada.id}@deleted.invalid`, name: '' }]);

    const board = await call(app, 'GET', '/api/leaderboard?period=all&q=Zelda', bob);
    expect(board.json<{ entries: unknown[] }>().entries).toEqual([]);
  });

  it('keeps the reviews peers wrote of me and received from me, naming nobody', async () => {
    const ada = await buildUser(app, { name: 'Ada Leaving' });
    const bob = await buildUser(app, { name: 'Bob Staying' });
    // Bob asked, Ada taught back, Bob reviewed her.
    const ofAda = await completedTeachback(app, db, bob, ada, { title: 'Heaps' });
    expect((await review(app, bob, ofAda.feedbackId, { rating: 4, comment: 'Good.' })).statusCode).toBe(200);
    // Ada asked, Bob taught back, Ada reviewed him by name.
    const ofBob = await completedTeachback(app, db, ada, bob, { title: 'Stacks' });
    expect((await review(app, ada, ofBob.feedbackId, { rating: 5, comment: 'Great.' })).statusCode).toBe(200);

    expect((await deleteAccount(ada)).statusCode).toBe(204);

    const received = (await call(app, 'GET', '/api/feedback/received', bob)).json<{
      reviews: { title: string; reviewer: string; reviewerId: string | null; comment: string }[];
    }>().reviews;
    expect(received).toEqual([
      expect.objectContaining({ title: 'Stacks', reviewerId: null, comment: 'Great.' }),
    ]);
    const given = (await call(app, 'GET', `/api/feedback/${ofAda.feedbackId}`, bob)).json<{
      feedback: { learner: string; comment: string };
    }>().feedback;
    expect(given).toMatchObject({ learner: 'Anonymous', comment: 'Good.' });

    const bobsRecords = JSON.stringify([await notificationTexts(bob), await activityTexts(bob)]);
    expect(bobsRecords).not.toContain('Ada Leaving');
    expect(await notificationTexts(bob)).toContain(
      NOTIFICATION_TEXTS.teachbackCompleted('Anonymous', 'Heaps'),
    );
    expect(await activityTexts(bob)).toContain('Gave feedback on “Heaps” for Anonymous');

    // Bob may still find her review helpful; nobody earns anything for it any more.
    expect((await markHelpful(app, bob, ofBob.feedbackId)).statusCode).toBe(200);
    expect(await db.selectFrom('xp_ledger').select('id').where('user_id', '=', ada.id).execute()).toEqual([]);
    expect(await db.selectFrom('notifications').select('id').where('user_id', '=', ada.id).execute()).toEqual(
      [],
    );
  });

  it('erases my private notes on the challenges kept for the peers who taught them back', async () => {
    const ada = await buildUser(app);
    const bob = await buildUser(app);
    const kept = await completedTeachback(app, db, ada, bob, { title: 'Tries' });
    const notes = { notes: 'Only for me: grade Bob gently.' };
    expect((await call(app, 'PUT', `/api/challenges/${kept.challengeId}/notes`, ada, notes)).statusCode).toBe(
      200,
    );

    expect((await deleteAccount(ada)).statusCode).toBe(204);

    const challenge = await db
      .selectFrom('challenges')
      .select(['notes', 'description', 'author'])
      .where('id', '=', kept.challengeId)
      .executeTakeFirstOrThrow();
    expect(challenge).toMatchObject({ notes: '', author: 'Anonymous' });
    expect(challenge.description).not.toBe('');
    const page = await call(app, 'GET', `/api/teachbacks/${kept.teachbackId}`, bob);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('grade Bob gently');
  });

  it('hands my open teach-backs to another peer and withdraws the ones peers were doing for me', async () => {
    const [ada, bob, cy] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    // Bob's challenge is with Ada; Ada's challenge is with Cy.
    const bobs = await buildChallenge(app, bob, { title: 'Graphs' });
    const adas = await buildChallenge(app, ada, { title: 'Queues' });
    await db
      .updateTable('teachbacks')
      .set({ assignee_id: ada.id })
      .where('id', '=', bobs.teachback!.id)
      .execute();
    await db
      .updateTable('teachbacks')
      .set({ assignee_id: cy.id })
      .where('id', '=', adas.teachback!.id)
      .execute();
    await recountOpenTeachbacks(db);
    const cysLoad = (await openLoad(cy))!;

    expect((await deleteAccount(ada)).statusCode).toBe(204);

    const moved = await db
      .selectFrom('teachbacks')
      .select(['assignee_id', 'status'])
      .where('id', '=', bobs.teachback!.id)
      .executeTakeFirstOrThrow();
    expect(moved.assignee_id).not.toBe(ada.id);
    expect(moved.status).toBe('pending');
    expect(await notificationTexts(bob)).toContain(NOTIFICATION_TEXTS.assigneeLeftForRequester('Graphs'));
    const newAssignee = { id: moved.assignee_id } as TestUser;
    expect(await notificationTexts(newAssignee)).toContain(NOTIFICATION_TEXTS.assigneeLeftToYou('Graphs'));

    expect((await call(app, 'GET', `/api/teachbacks/${adas.teachback!.id}`, cy)).statusCode).toBe(404);
    expect(
      await db.selectFrom('challenges').select('id').where('id', '=', adas.challenge.id).execute(),
    ).toEqual([]);
    expect(await openLoad(cy)).toBe(moved.assignee_id === cy.id ? cysLoad : cysLoad - 1);
    expect(await activityTexts(cy)).toContain('“Queues” was withdrawn: its author left Teachloop');
  });

  it('passes the circles I own to the next member, closes empty ones, and frees my seats', async () => {
    const [ada, bob, cy] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const shared = await buildCircle(app, ada, { name: 'Ada and Bob' });
    expect((await circleAction(app, bob, shared.id, 'join')).statusCode).toBe(200);
    const lonely = await buildCircle(app, ada, { name: 'Only Ada' });
    const cys = await buildCircle(app, cy, { name: 'Cy hosts' });
    expect((await circleAction(app, ada, cys.id, 'join')).statusCode).toBe(200);

    expect((await deleteAccount(ada)).statusCode).toBe(204);

    const circle = (id: string) =>
      db
        .selectFrom('circles')
        .select(['owner_id', 'member_count', 'closed_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await circle(shared.id)).toMatchObject({ owner_id: bob.id, member_count: 1, closed_at: null });
    expect((await circle(lonely.id)).closed_at).not.toBeNull();
    expect(await circle(cys.id)).toMatchObject({ owner_id: cy.id, member_count: 1 });
    expect(await activityTexts(bob)).toContain('You now own the circle “Ada and Bob”');
  });
});
