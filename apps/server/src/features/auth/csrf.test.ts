import { AUTH_MESSAGES } from '@teachloop/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { outbox, postJson, requestReset, sessionUser, signedUpUser, signIn } from '../../test/auth-helpers';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';

const { app, db, config } = await buildTestApp({
  CONTACT_RATE_LIMIT: '1000',
  AUTH_RATE_LIMIT_PER_IP: '1000',
});
const ada = await signedUpUser(app, 'ada@example.com', 'the right password');
const REFUSED = { error: { code: 'permission_denied', message: AUTH_MESSAGES.crossSite } };
const EVIL = 'https://evil.example';
const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello from a form.' };

async function counts() {
  const count = async (table: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
  return {
    sessions: await count('session'),
    rateLimits: await count('rate_limits'),
    contactMessages: await count('contact_messages'),
    mails: (await outbox(config)).length,
  };
}

describe('cross-site request forgery protection', () => {
  it.each([
    ['an untrusted Origin', { origin: EVIL }],
    ['Origin: null (a sandboxed or privacy-redirected page)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { origin: null, headers: { 'sec-fetch-site': 'cross-site' } }],
    ['Sec-Fetch-Site: same-site', { origin: TEST_ORIGIN, headers: { 'sec-fetch-site': 'same-site' } }],
    [
      'an Origin that names the Host it forged',
      { origin: 'http://evil.example', headers: { host: 'evil.example' } },
    ],
  ])('refuses a sign-in and a contact message with %s, and writes nothing', async (_label, options) => {
    const before = await counts();
    const signInAttempt = await signIn(app, 'ada@example.com', 'the right password', options);
    expect(signInAttempt.statusCode).toBe(403);
    expect(signInAttempt.json()).toEqual(REFUSED);
    expect(signInAttempt.headers['set-cookie']).toBeUndefined();
    const contact = await postJson(app, '/api/contact', message, options);
    expect(contact.statusCode).toBe(403);
    expect(contact.json()).toEqual(REFUSED);
    expect(await counts()).toEqual(before);
  });

  it('refuses a cross-site sign-out (the session survives) and a cross-site reset request (no mail)', async () => {
    const signOut = await postJson(app, '/api/auth/sign-out', {}, { cookie: ada.cookie, origin: EVIL });
    expect(signOut.statusCode).toBe(403);
    expect(await sessionUser(app, ada.cookie)).toEqual(ada.user);
    const before = (await outbox(config)).length;
    expect((await requestReset(app, 'ada@example.com', { origin: EVIL })).statusCode).toBe(403);
    expect(await outbox(config)).toHaveLength(before);
  });

  it.each([
    ['our own origin', { origin: TEST_ORIGIN }],
    ['our own origin with Sec-Fetch-Site: same-origin', { headers: { 'sec-fetch-site': 'same-origin' } }],
    [
      'the origin of the address it was sent to',
      { origin: 'http://127.0.0.1:3000', headers: { host: '127.0.0.1:3000' } },
    ],
    ['no Origin at all (a non-browser client, which carries no ambient cookies)', { origin: null }],
  ])('accepts a sign-in and a contact message from %s', async (_label, options) => {
    const signInAttempt = await signIn(app, 'ada@example.com', 'the right password', options);
    expect(signInAttempt.statusCode).toBe(200);
    expect((await postJson(app, '/api/contact', message, options)).statusCode).toBe(201);
  });

  it('lets safe methods through, but gives other sites no CORS grant to read the answer', async () => {
    const response = await app.inject({
      url: '/api/session',
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', cookie: ada.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: ada.user });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
