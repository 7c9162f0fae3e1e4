import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  cookieOf,
  expire,
  postJson,
  sessionTokens,
  sessionUser,
  setCookies,
  signedUpUser,
  signIn,
  tokenOf,
} from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

const IDLE_HOURS = 2;
const { app, db, config } = await buildTestApp({
  AUTH_RATE_LIMIT_PER_IP: '1000',
  SESSION_IDLE_HOURS: String(IDLE_HOURS),
});

async function setExpiresAt(token: string, at: number): Promise<void> {
  const value = config.database.kind === 'postgres' ? new Date(at) : new Date(at).toISOString();
  await sql`update session set "expiresAt" = ${value} where token = ${token}`.execute(db);
}

async function expiresAtOf(token: string): Promise<number> {
  const { rows } = await sql<{ expiresAt: string | Date }>`
    select "expiresAt" from session where token = ${token}`.execute(db);
  return new Date(rows[0]!.expiresAt).getTime();
}

describe('GET /api/session', () => {
  it('answers null without a cookie, and with a cookie that names no session', async () => {
    expect(await sessionUser(app)).toBeNull();
    expect(await sessionUser(app, 'teachloop.session_token=made-up.value')).toBeNull();
  });

  it('answers the signed-in user with the cookie', async () => {
    const { cookie, user } = await signedUpUser(app, 'ada@example.com');
    expect(await sessionUser(app, cookie)).toEqual({
      id: user.id,
      email: 'ada@example.com',
      displayName: 'Test Learner',
      photoURL: null,
      emailVerified: false,
      moderator: false,
    });
  });
});

describe('sessions', () => {
  it('are rows in the database, created with the configured idle lifetime', async () => {
    const before = Date.now();
    const { cookie, user } = await signedUpUser(app, 'stored@example.com');
    expect(await sessionTokens(db, user.id)).toEqual([tokenOf(cookie)]);
    const expiresAt = await expiresAtOf(tokenOf(cookie));
    expect(expiresAt).toBeGreaterThanOrEqual(before + IDLE_HOURS * 3_600_000 - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + IDLE_HOURS * 3_600_000 + 1_000);
  });

  it('end on sign-out: the row is gone, the cookie is cleared, and the old cookie no longer works', async () => {
    const { cookie, user } = await signedUpUser(app, 'leaving@example.com');
    expect(await sessionUser(app, cookie)).toEqual(user); // its signature check is now remembered
    const response = await postJson(app, '/api/auth/sign-out', {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(setCookies(response)).toContainEqual(
      expect.stringMatching(/^teachloop\.session_token=;.*Max-Age=0/),
    );
    expect(await sessionTokens(db, user.id)).toEqual([]);
    expect(await sessionUser(app, cookie)).toBeNull();
  });

  it("sign-out ends only the session it is sent with, not the same user's other devices", async () => {
    const { cookie: laptop, user } = await signedUpUser(app, 'two-devices@example.com');
    const phone = cookieOf(await signIn(app, 'two-devices@example.com'));
    expect((await postJson(app, '/api/auth/sign-out', {}, { cookie: phone })).statusCode).toBe(200);
    expect(await sessionUser(app, phone)).toBeNull();
    expect(await sessionUser(app, laptop)).toEqual(user);
    expect(await sessionTokens(db, user.id)).toEqual([tokenOf(laptop)]);
  });

  it('expire on the server after the idle time, whatever the cookie says', async () => {
    const { cookie } = await signedUpUser(app, 'idle@example.com');
    await expire(db, 'session', 'token', tokenOf(cookie));
    expect(await sessionUser(app, cookie)).toBeNull();
  });

  it('can be revoked by deleting the row: the user is signed out at once', async () => {
    const { cookie, user } = await signedUpUser(app, 'revoked@example.com');
    expect(await sessionUser(app, cookie)).toEqual(user);
    await sql`delete from session where "userId" = ${user.id}`.execute(db);
    expect(await sessionUser(app, cookie)).toBeNull();
  });

  it('refuse a cookie whose signature was tampered with', async () => {
    const { cookie, user } = await signedUpUser(app, 'tampered@example.com');
    expect(await sessionUser(app, cookie)).toEqual(user); // the genuine cookie's check is remembered
    const forged = `teachloop.session_token=${encodeURIComponent(`${tokenOf(cookie)}.forged-signature`)}`;
    expect(await sessionUser(app, forged)).toBeNull();
  });

  it('refuse a well-formed cookie signed with another secret', async () => {
    const { cookie } = await signedUpUser(app, 'other-secret@example.com');
    const token = tokenOf(cookie);
    const signature = createHmac('sha256', 'not-our-secret').update(token).digest('base64');
    const forged = `teachloop.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
    expect(await sessionUser(app, forged)).toBeNull();
  });

  it('slide: a session used after a quarter of its idle time is extended to the full idle time again', async () => {
    const { cookie, user } = await signedUpUser(app, 'sliding@example.com');
    const idleMs = IDLE_HOURS * 3_600_000;
    const usedAnHourAgo = Date.now() + idleMs - 3_600_000;
    await setExpiresAt(tokenOf(cookie), usedAnHourAgo);
    expect(await sessionUser(app, cookie)).toEqual(user);
    expect(await expiresAtOf(tokenOf(cookie))).toBeGreaterThanOrEqual(Date.now() + idleMs - 60_000);
  });

  it('slide: a session used moments ago is read without a write', async () => {
    const { cookie, user } = await signedUpUser(app, 'recent@example.com');
    const usedAMinuteAgo = Date.now() + IDLE_HOURS * 3_600_000 - 60_000;
    await setExpiresAt(tokenOf(cookie), usedAMinuteAgo);
    expect(await sessionUser(app, cookie)).toEqual(user);
    expect(await expiresAtOf(tokenOf(cookie))).toBe(usedAMinuteAgo);
  });

  it('an expired session is deleted when it is next presented', async () => {
    const { cookie, user } = await signedUpUser(app, 'expired-row@example.com');
    await setExpiresAt(tokenOf(cookie), Date.now() - 1_000);
    expect(await sessionUser(app, cookie)).toBeNull();
    expect(await sessionTokens(db, user.id)).toEqual([]);
  });
});
