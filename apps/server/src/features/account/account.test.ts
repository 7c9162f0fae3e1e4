import { ACCOUNT_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import {
  cookieOf,
  followResetLink,
  resetMails,
  requestReset,
  resetPassword,
  sessionUser,
  setCookies,
  signIn,
} from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, TEST_PASSWORD } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';

const { app, db, config } = await buildTestApp();

describe('changing the password', () => {
  it('needs the current password: a wrong one changes nothing', async () => {
    const ada = await buildUser(app);
    const response = await call(app, 'POST', '/api/account/password', ada, {
      currentPassword: 'not my password',
      newPassword: 'a whole new password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_argument', message: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
    expect((await signIn(app, ada.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('signs every other device out, keeps this one signed in, and ends outstanding reset links', async () => {
    const ada = await buildUser(app);
    const phone = cookieOf(await signIn(app, ada.email, TEST_PASSWORD));
    await requestReset(app, ada.email);
    const resetToken = await followResetLink(
      app,
      (await resetMails(config)).find((mail) => mail.to === ada.email)!.link!,
    );

    const response = await call(app, 'POST', '/api/account/password', ada, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a whole new password',
    });
    expect(response.statusCode).toBe(204);
    const fresh = setCookies(response)
      .find((line) => line.includes('session_token='))!
      .split(';')[0]!;
    expect(await sessionUser(app, fresh)).toMatchObject({ id: ada.id });
    expect(await sessionUser(app, phone)).toBeNull();
    expect(await sessionUser(app, ada.cookie)).toBeNull();
    expect((await signIn(app, ada.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(app, ada.email, 'a whole new password')).statusCode).toBe(200);
    expect((await resetPassword(app, resetToken, 'sneaky other password')).statusCode).toBe(400);
  });
});

describe('signed-in devices', () => {
  it("lists the user's own sessions, marks this one, and never shows a session token", async () => {
    const ada = await buildUser(app);
    await signIn(app, ada.email, TEST_PASSWORD, { headers: { 'user-agent': 'Phone browser' } });
    const response = await call(app, 'GET', '/api/account/sessions', ada);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json<{ sessions: { id: string; current: boolean; userAgent: string }[] }>();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session.userAgent)).toContain('Phone browser');
    expect(response.body).not.toContain(ada.cookie.split('=')[1]!.split('.')[0]);
  });

  it('ends one device by its id; the id of someone else’s device ends nothing', async () => {
    const [ada, bob] = [await buildUser(app), await buildUser(app)];
    const phone = cookieOf(await signIn(app, ada.email, TEST_PASSWORD));
    const listed = (await call(app, 'GET', '/api/account/sessions', ada)).json<{
      sessions: { id: string; current: boolean }[];
    }>();
    const phoneId = listed.sessions.find((session) => !session.current)!.id;

    expect((await call(app, 'DELETE', `/api/account/sessions/${phoneId}`, bob)).statusCode).toBe(404);
    expect(await sessionUser(app, phone)).toMatchObject({ id: ada.id });

    expect((await call(app, 'DELETE', `/api/account/sessions/${phoneId}`, ada)).statusCode).toBe(204);
    expect(await sessionUser(app, phone)).toBeNull();
    expect(await sessionUser(app, ada.cookie)).toMatchObject({ id: ada.id });
  });

  it('signs out everywhere else in one step', async () => {
    const ada = await buildUser(app);
    const others = [
      cookieOf(await signIn(app, ada.email, TEST_PASSWORD)),
      cookieOf(await signIn(app, ada.email, TEST_PASSWORD)),
    ];
    expect((await call(app, 'POST', '/api/account/sessions/end-others', ada)).statusCode).toBe(204);
    for (const cookie of others) expect(await sessionUser(app, cookie)).toBeNull();
    expect(await sessionUser(app, ada.cookie)).toMatchObject({ id: ada.id });
  });
});

describe('exporting my data', () => {
  it('downloads everything about me as JSON, without naming who reviewed me anonymously', async () => {
    const [ada, bob] = [await buildUser(app), await buildUser(app)];
    await buildChallenge(app, ada, { title: 'Ada’s own challenge' });
    const { feedbackId } = await completedTeachback(app, db, bob, ada);
    expect(
      (await review(app, bob, feedbackId, { rating: 5, comment: 'Lovely.', anonymous: true })).statusCode,
    ).toBe(200);

    const response = await call(app, 'GET', '/api/account/export', ada);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="teachloop-my-data.json"');
    const data = response.json<{
      account: { email: string };
      challenges: { title: string }[];
      reviewsReceived: { reviewer_id: string | null; comment: string }[];
      xpLedger: { kind: string; amount: number }[];
    }>();
    expect(data.account.email).toBe(ada.email);
    expect(data.challenges.map((challenge) => challenge.title)).toContain('Ada’s own challenge');
    expect(data.reviewsReceived).toEqual([
      expect.objectContaining({ reviewer_id: null, comment: 'Lovely.' }),
    ]);
    expect(response.body).not.toContain(bob.email);
    // The stars' award is mine, but it does not say whose review paid it.
    expect(data.xpLedger).toContainEqual(expect.objectContaining({ kind: 'review_received', amount: 10 }));
    expect(JSON.stringify(data.xpLedger)).not.toContain(bob.id);
  });

  it('lists the badges I have earned and writes every date as ISO 8601, not epoch milliseconds', async () => {
    const [ada, bob] = [await buildUser(app), await buildUser(app)];
    await completedTeachback(app, db, bob, ada, { title: 'Heaps' });
    await buildChallenge(app, ada, { title: 'Tries' });
    const response = await call(app, 'GET', '/api/account/export', ada);
    expect(response.statusCode).toBe(200);
    const data = response.json<{
      account: { createdAt: string };
      profile: { badges: unknown; created_at: string; time_zone_changed_at: string | null };
      challenges: { created_at: string; due_ts: string }[];
      teachbacksAssigned: { title: string; updated_at: string }[];
      badges: { badge_id: string; earned_at: string }[];
    }>();
    expect(data.profile.badges).toEqual(['first_teachback']);
    expect(data.badges).toEqual([expect.objectContaining({ badge_id: 'first_teachback' })]);
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(data.account.createdAt).toMatch(iso);
    expect(data.profile.created_at).toMatch(iso);
    expect(data.profile.time_zone_changed_at).toBeNull();
    expect(data.challenges[0]!.created_at).toMatch(iso);
    expect(data.challenges[0]!.due_ts).toMatch(iso);
    expect(data.badges[0]!.earned_at).toMatch(iso);
    expect(data.teachbacksAssigned).toEqual([
      expect.objectContaining({ title: 'Heaps', updated_at: expect.stringMatching(iso) }),
    ]);
    // No moment is left as a bare epoch number anywhere in the file.
    expect(response.body).not.toMatch(/_(at|ts|since)": \d/);
  });

  it('is only ever my own: signed out gets 401', async () => {
    expect((await call(app, 'GET', '/api/account/export')).statusCode).toBe(401);
  });
});
