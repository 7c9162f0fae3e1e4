import { AUTH_MESSAGES } from '@teachloop/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cookieOf, postJson, sessionUser, signIn, signUp, userRows } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

const { app, db } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });

describe('POST /api/auth/sign-up/email input', () => {
  it.each([
    ['7 characters', 'a'.repeat(7), AUTH_MESSAGES.weakPassword],
    ['129 characters', 'a'.repeat(129), AUTH_MESSAGES.passwordTooLong],
  ])('rejects a password of %s with 400 and creates no user', async (_label, password, message) => {
    const email = `rejected-${password.length}@example.com`;
    const response = await signUp(app, { email, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_argument', message } });
    expect((await userRows(db)).map((row) => row.email)).not.toContain(email);
  });

  it.each([
    ['8 characters with no composition rules', 'aaaaaaaa'],
    ['128 characters', 'p'.repeat(128)],
  ])('accepts a password of %s', async (_label, password) => {
    const response = await signUp(app, { email: `len-${password.length}@example.com`, password });
    expect(response.statusCode).toBe(200);
  });

  it('drops fields the form does not have (a caller cannot set its own image or verified flag)', async () => {
    const response = await signUp(app, {
      email: 'extra@example.com',
      ...{ image: 'https://evil.example/x.png', emailVerified: true, role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    expect((await sessionUser(app, cookieOf(await signIn(app, 'extra@example.com'))))?.photoURL).toBeNull();
    const { rows } = await sql<{ image: string | null; emailVerified: unknown }>`
      select image, "emailVerified" from "user" where email = 'extra@example.com'`.execute(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.image).toBeNull();
    expect(Number(rows[0]!.emailVerified)).toBe(0);
  });

  it('accepts a 100-character full name and rejects 101 with 400 and the spec text', async () => {
    expect((await signUp(app, { email: 'name100@example.com', name: 'n'.repeat(100) })).statusCode).toBe(200);
    const response = await signUp(app, { email: 'name101@example.com', name: 'n'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_argument', message: AUTH_MESSAGES.fullNameTooLong },
    });
    expect((await userRows(db)).map((row) => row.email)).not.toContain('name101@example.com');
  });

  const json = 'application/json';
  it.each([
    ['malformed JSON', '{"email": "x@example.com",', json, 400],
    ['a JSON array', '[]', json, 400],
    ['JSON null', 'null', json, 400],
    ['a missing password', JSON.stringify({ email: 'shape@example.com' }), json, 400],
    ['a missing e-mail', JSON.stringify({ password: 'long enough password' }), json, 400],
    ['a number for the e-mail', JSON.stringify({ email: 42, password: 'long enough password' }), json, 400],
    [
      'a number for the password',
      JSON.stringify({ email: 'shape@example.com', password: 12345678 }),
      json,
      400,
    ],
    [
      'a malformed e-mail',
      JSON.stringify({ email: 'not-an-email', password: 'long enough password' }),
      json,
      400,
    ],
    [
      'a form post',
      'email=shape%40example.com&password=long+enough',
      'application/x-www-form-urlencoded',
      415,
    ],
  ])('answers %s with a 4xx, never a 500, and writes no user', async (_label, body, contentType, status) => {
    const before = await userRows(db);
    const response = await postJson(app, '/api/auth/sign-up/email', body, {
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toEqual(expect.any(String));
    expect(await userRows(db)).toEqual(before);
  });

  it('says a malformed e-mail looks invalid, in the words of the spec', async () => {
    const response = await postJson(app, '/api/auth/sign-up/email', {
      name: 'Ada',
      email: 'ada@example',
      password: 'long enough password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'invalid_argument', message: AUTH_MESSAGES.invalidEmail });
  });
});
