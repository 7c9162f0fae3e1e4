import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import {
  cookieOf,
  deviceSetCookie,
  outbox,
  sessionSetCookie,
  sessionUser,
  signedUpUser,
  signIn,
  signUp,
  tokenOf,
  userRows,
} from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

const { app, db, config } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });

async function profileOf(userId: string) {
  return db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirst();
}

async function credentialOf(userId: string) {
  const { rows } = await sql<{ password: string }>`
    select password from account where "userId" = ${userId} and "providerId" = 'credential'`.execute(db);
  return rows;
}

describe('POST /api/auth/sign-up/email', () => {
  it('creates the user, lower-cased, signs them in and names a fresh profile after the trimmed full name', async () => {
    const response = await signUp(app, { name: '  Ada Lovelace  ', email: 'Ada.Lovelace@Example.COM' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    // Sign-up opens a session at once (the spec: on success go to /dashboard), and this browser is a known device.
    expect(sessionSetCookie(response)).toContain('HttpOnly');
    expect(deviceSetCookie(response)).toBeDefined();
    const user = await sessionUser(app, cookieOf(response));
    expect(user).toEqual({
      id: expect.any(String),
      email: 'ada.lovelace@example.com',
      displayName: 'Ada Lovelace',
      photoURL: null,
      emailVerified: false,
      moderator: false,
    });
    expect(await profileOf(user!.id)).toMatchObject({
      display_name: 'Ada Lovelace',
      photo_url: null,
      xp: 0,
      streak: 0,
    });
    // The address still has to be proven: the verification mail went out.
    const mails = (await outbox(config)).filter((mail) => mail.to === 'ada.lovelace@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['Verify your Teachloop e-mail']);
  });

  it('creates user and profile in one transaction: when the profile cannot be written, no user remains', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await sql`alter table profiles rename to profiles_unavailable`.execute(db);
    const response = await signUp(app, { email: 'atomic@example.com' }).finally(async () => {
      await sql`alter table profiles_unavailable rename to profiles`.execute(db);
      quiet.mockRestore();
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('internal');
    expect((await userRows(db)).map((row) => row.email)).not.toContain('atomic@example.com');
    // Nothing half-made blocks the address: the same sign-up works once the table is back.
    expect((await signUp(app, { email: 'atomic@example.com' })).statusCode).toBe(200);
  });

  it('refuses a registered address, in any letter case, with the spec’s text, and changes nothing', async () => {
    expect((await signUp(app, { email: 'twice@example.com' })).statusCode).toBe(200);
    for (const email of ['twice@example.com', 'TWICE@Example.com', '  twice@example.com ']) {
      const response = await signUp(app, { email, password: 'another password' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'conflict', message: 'This email is already registered.' },
      });
      expect(sessionSetCookie(response)).toBeUndefined();
    }
    expect((await userRows(db)).filter((row) => row.email === 'twice@example.com')).toHaveLength(1);
    // Only the first sign-up's verification mail went to the owner; the attempts mailed nothing.
    const mails = (await outbox(config)).filter((mail) => mail.to === 'twice@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual(['Verify your Teachloop e-mail']);
    // The password of the attempt is not the account's: the owner's one still signs in, the other does not.
    expect((await signIn(app, 'twice@example.com', 'another password')).statusCode).toBe(401);
    expect((await signIn(app, 'twice@example.com')).statusCode).toBe(200);
  });

  it('stores an argon2id hash with OWASP parameters, never the password', async () => {
    const password = 'my secret passphrase';
    const { user } = await signedUpUser(app, 'hash@example.com', password);
    const [credential, ...others] = await credentialOf(user.id);
    expect(others).toHaveLength(0);
    expect(credential!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$[\w+/]+$/);
    expect(credential!.password).not.toContain(password);
  });

  it('keeps the session token out of the sign-up and sign-in answers (only the HttpOnly cookie carries it)', async () => {
    const signedUp = await signUp(app, { email: 'token@example.com' });
    expect(signedUp.json()).toEqual({ ok: true });
    expect(signedUp.body).not.toContain(tokenOf(cookieOf(signedUp)));
    const response = await signIn(app, 'token@example.com');
    expect(response.json()).toEqual({ ok: true });
    expect(response.body).not.toContain(tokenOf(cookieOf(response)));
  });
});
