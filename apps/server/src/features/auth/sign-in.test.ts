import { AUTH_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import {
  cookieOf,
  postJson,
  sessionSetCookie,
  sessionUser,
  setCookies,
  signedUpUser,
  signIn,
  signUp,
  tokenOf,
} from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

const { app } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const ada = await signedUpUser(app, 'ada@example.com', 'the right password');
const origin = 'https://teachloop.example';
const secure = await buildTestApp({ PUBLIC_URL: origin, AUTH_RATE_LIMIT_PER_IP: '1000' });

/** A Set-Cookie line's attributes, lower-cased names: `{ httponly: '', samesite: 'Lax', path: '/' }`. */
function attributesOf(setCookie: string): Record<string, string> {
  const [, ...parts] = setCookie.split(';');
  return Object.fromEntries(
    parts.map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name.toLowerCase(), value.join('=')];
    }),
  );
}

describe('POST /api/auth/sign-in/email', () => {
  it('answers a wrong password and an unknown e-mail identically, with the spec text', async () => {
    const wrongPassword = await signIn(app, 'ada@example.com', 'not the password');
    const unknownEmail = await signIn(app, 'nobody@example.com', 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: { code: 'unauthenticated', message: AUTH_MESSAGES.invalidCredential },
    });
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    const { date: _a, ...wrongHeaders } = wrongPassword.headers;
    const { date: _b, ...unknownHeaders } = unknownEmail.headers;
    expect(unknownHeaders).toEqual(wrongHeaders);
    expect(setCookies(wrongPassword)).toEqual([]);
  });

  it('signs in with the right password, in any letter case of the e-mail', async () => {
    for (const email of ['ada@example.com', '  ADA@Example.com ']) {
      const response = await signIn(app, email, 'the right password');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(response.body).not.toContain(tokenOf(cookieOf(response)));
      expect(await sessionUser(app, cookieOf(response))).toEqual(ada.user);
    }
  });

  it('gives each sign-in its own session, and the earlier ones keep working', async () => {
    const first = cookieOf(await signIn(app, 'ada@example.com', 'the right password'));
    const second = cookieOf(await signIn(app, 'ada@example.com', 'the right password'));
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect(await sessionUser(app, first)).toEqual(ada.user);
    expect(await sessionUser(app, second)).toEqual(ada.user);
  });

  it('sets a browser-session cookie: HttpOnly, SameSite=Lax, Path=/, no Max-Age or Expires, not Secure on http', async () => {
    const line = sessionSetCookie(await signIn(app, 'ada@example.com', 'the right password'));
    expect(line).toMatch(/^teachloop\.session_token=[^;]+;/);
    const attributes = attributesOf(line!);
    expect(attributes).toHaveProperty('httponly');
    expect(attributes.samesite).toBe('Lax');
    expect(attributes.path).toBe('/');
    expect(attributes).not.toHaveProperty('max-age');
    expect(attributes).not.toHaveProperty('expires');
    expect(attributes).not.toHaveProperty('secure');
  });

  it('marks the cookie Secure (with the __Secure- prefix) when the app is served over https', async () => {
    expect((await signUp(secure.app, { email: 'ada@example.com' }, { origin })).statusCode).toBe(200);
    const response = await signIn(secure.app, 'ada@example.com', undefined, { origin });
    expect(response.statusCode).toBe(200);
    const line = sessionSetCookie(response)!;
    expect(line).toMatch(/^__Secure-teachloop\.session_token=/);
    const attributes = attributesOf(line);
    expect(attributes).toHaveProperty('secure');
    expect(attributes).toHaveProperty('httponly');
    expect(attributes.samesite).toBe('Lax');
    expect(attributes).not.toHaveProperty('max-age');
    expect(attributes).not.toHaveProperty('expires');
    expect((await sessionUser(secure.app, cookieOf(response)))?.email).toBe('ada@example.com');
  });

  it.each([
    ['a missing password', { email: 'ada@example.com' }],
    ['a number for the password', { email: 'ada@example.com', password: 12345678 }],
    ['an array', ['ada@example.com', 'the right password']],
  ])('answers %s with 400 and signs nobody in', async (_label, payload) => {
    const response = await postJson(app, '/api/auth/sign-in/email', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_argument');
    expect(setCookies(response)).toEqual([]);
  });
});
