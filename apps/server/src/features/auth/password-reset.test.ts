import { AUTH_MESSAGES } from '@teachloop/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  cookieOf,
  expire,
  followResetLink,
  resetMails,
  requestReset,
  resetPassword,
  sessionTokens,
  sessionUser,
  signedUpUser,
  signIn,
} from '../../test/auth-helpers';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';

const { app, db, config } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const LINK = /^http:\/\/localhost:3000\/api\/auth\/reset-password\/([\w-]+)\?callbackURL=%2Freset-password$/;
const INVALID_LINK = { error: { code: 'invalid_argument', message: AUTH_MESSAGES.resetLinkInvalid } };

/** Signs up `email`, asks for a reset and returns the token from the mail's link, as the user would. */
async function resetTokenFor(email: string) {
  const user = await signedUpUser(app, email, 'old password');
  const sent = (await resetMails(config)).length;
  expect((await requestReset(app, email)).statusCode).toBe(200);
  const mails = await resetMails(config);
  expect(mails).toHaveLength(sent + 1);
  return { ...user, token: await followResetLink(app, mails.at(-1)!.link!) };
}

describe('password reset by e-mail (dev outbox)', () => {
  it('mails one single-use link to an existing account; an unknown address gets the same answer and no mail', async () => {
    await signedUpUser(app, 'ada@example.com');
    const known = await requestReset(app, 'ada@example.com');
    expect(known.statusCode).toBe(200);
    const mails = await resetMails(config);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'ada@example.com', subject: 'Reset your Teachloop password' });
    expect(mails[0]!.link).toMatch(LINK);
    expect(mails[0]!.text).toContain(mails[0]!.link);
    expect(mails[0]!.html).toContain(`href="${mails[0]!.link}"`);

    const unknown = await requestReset(app, 'nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await resetMails(config)).toHaveLength(1);
  });

  it("redirects the mail's link to our reset page with the token, and a bad token with an error", async () => {
    await signedUpUser(app, 'redirect@example.com');
    await requestReset(app, 'redirect@example.com');
    const link = (await resetMails(config)).find((mail) => mail.to === 'redirect@example.com')!.link!;
    const response = await app.inject({ url: link.slice(TEST_ORIGIN.length) });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${TEST_ORIGIN}/reset-password?token=${LINK.exec(link)![1]}`);

    const bad = await app.inject({
      url: '/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password',
    });
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toBe(`${TEST_ORIGIN}/reset-password?error=INVALID_TOKEN`);
  });

  it('never sends a reset link on to another site, whatever Host the request names', async () => {
    const { token } = await resetTokenFor('forged-host@example.com');
    for (const host of ['evil.example', 'localhost:3000']) {
      const response = await app.inject({
        url: `/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent('http://evil.example/steal')}`,
        headers: { host },
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('changes the password: the old one stops working, the new one signs in, the address counts as verified', async () => {
    const { token, user } = await resetTokenFor('changer@example.com');
    expect(user.emailVerified).toBe(false);
    const response = await resetPassword(app, token, 'brand new password');
    expect(response.statusCode).toBe(200);
    expect((await signIn(app, 'changer@example.com', 'old password')).statusCode).toBe(401);
    const signedIn = await signIn(app, 'changer@example.com', 'brand new password');
    expect(signedIn.statusCode).toBe(200);
    expect(await sessionUser(app, cookieOf(signedIn))).toMatchObject({ id: user.id, emailVerified: true });
  });

  it('accepts each token once: a second use is refused with the spec text and changes nothing', async () => {
    const { token } = await resetTokenFor('once@example.com');
    expect((await resetPassword(app, token, 'first new password')).statusCode).toBe(200);
    const again = await resetPassword(app, token, 'second new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await signIn(app, 'once@example.com', 'second new password')).statusCode).toBe(401);
    expect((await signIn(app, 'once@example.com', 'first new password')).statusCode).toBe(200);
  });

  it('refuses an expired token the same way and keeps the old password', async () => {
    const { token } = await resetTokenFor('late@example.com');
    await expire(db, 'verification', 'identifier', `reset-password:${token}`);
    const response = await resetPassword(app, token, 'too late password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
    expect((await signIn(app, 'late@example.com', 'old password')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await resetPassword(app, 'AAAAAAAAAAAAAAAAAAAAAAAA', 'whatever password');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID_LINK);
  });

  it('refuses a new password under 8 characters without using up the token', async () => {
    const { token } = await resetTokenFor('short@example.com');
    const response = await resetPassword(app, token, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_argument', message: AUTH_MESSAGES.weakPassword },
    });
    expect((await resetPassword(app, token, 'long enough now')).statusCode).toBe(200);
  });

  it('ends every session of the user after a reset', async () => {
    const { token, cookie, user } = await resetTokenFor('everywhere@example.com');
    const otherCookie = cookieOf(await signIn(app, 'everywhere@example.com', 'old password'));
    expect(await sessionTokens(db, user.id)).toHaveLength(2);

    expect((await resetPassword(app, token, 'reset everywhere')).statusCode).toBe(200);
    expect(await sessionUser(app, cookie)).toBeNull();
    expect(await sessionUser(app, otherCookie)).toBeNull();
    expect(await sessionTokens(db, user.id)).toEqual([]);
  });

  it('ends every other outstanding reset link of the account once one is used', async () => {
    const { token: first } = await resetTokenFor('two-links@example.com');
    // Mails to one account are spaced 5 minutes apart (auth-rate-limits.ts): the second is asked for later.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect((await requestReset(app, 'two-links@example.com')).statusCode).toBe(200);
    const second = await followResetLink(app, (await resetMails(config)).at(-1)!.link!);
    vi.useRealTimers();
    expect(second).not.toBe(first);

    expect((await resetPassword(app, first, 'chosen with the first link')).statusCode).toBe(200);
    const late = await resetPassword(app, second, 'chosen with the second link');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(INVALID_LINK);
    expect((await signIn(app, 'two-links@example.com', 'chosen with the first link')).statusCode).toBe(200);
  });
});
