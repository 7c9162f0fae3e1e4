import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import {
  cookieOf,
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
  it('creates the user, lower-cased, and a fresh profile named after the trimmed full name', async () => {
    const response = await signUp(app, { name: '  Ada Lovelace  ', email: 'Ada.Lovelace@Example.COM' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    // Nobody is signed in by sign-up (it answers a registered address alike); the password works at once.
    expect(sessionSetCookie(response)).toBeUndefined();
    const user = await sessionUser(app, cookieOf(await signIn(app, 'ada.lovelace@example.com')));
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

  it('answers a registered address, in any letter case, exactly as a new one, and mails its owner instead', async () => {
    const first = await signUp(app, { email: 'twice@example.com' });
    expect(first.statusCode).toBe(200);
    for (const email of ['twice@example.com', 'TWICE@Example.com', '  twice@example.com ']) {
      const response = await signUp(app, { email, password: 'another password' });
      expect(response.statusCode).toBe(first.statusCode);
      expect(response.body).toBe(first.body);
      expect(sessionSetCookie(response)).toBeUndefined();
    }
    expect((await userRows(db)).filter((row) => row.email === 'twice@example.com')).toHaveLength(1);
    const mails = (await outbox(config)).filter((mail) => mail.to === 'twice@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Verify your Teachloop e-mail',
      'Someone tried to sign up with your e-mail',
      'Someone tried to sign up with your e-mail',
      'Someone tried to sign up with your e-mail',
    ]);
    expect(mails[1]!.link).toBe('http://localhost:3000/login');
    // The password of the attempt is not the account's: the owner's one still signs in, the other does not.
    expect((await signIn(app, 'twice@example.com', 'another password')).statusCode).toBe(401);
    // A fourth attempt within the hour is answered alike but mails nothing more (3 an hour per address).
    expect((await signUp(app, { email: 'twice@example.com' })).body).toBe(first.body);
    expect((await outbox(config)).filter((mail) => mail.to === 'twice@example.com')).toHaveLength(4);
  });

  it('stores an argon2id hash with OWASP parameters, never the password', async () => {
    const password = 'my secret passphrase';
    const { user } = await signedUpUser(app, 'hash@example.com', password);
    const [credential, ...others] = await credentialOf(user.id);
    expect(others).toHaveLength(0);
    expect(credential!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]+\$[\w+/]+$/);
    expect(credential!.password).not.toContain(password);
  });

  it('keeps the session token out of the sign-in answer (only the HttpOnly cookie carries it)', async () => {
    expect((await signUp(app, { email: 'token@example.com' })).json()).toEqual({ ok: true });
    const response = await signIn(app, 'token@example.com');
    expect(response.json()).toEqual({ ok: true });
    expect(response.body).not.toContain(tokenOf(cookieOf(response)));
  });
});
