import { GENERIC_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { postJson } from './test/auth-helpers';
import { buildTestApp } from './test/build-test-app';
import { buildChallenge, buildUser, call, learningRows, validChallenge } from './test/factories';

const { app, db } = await buildTestApp();
const owner = await buildUser(app);
const challenge = await buildChallenge(app, owner);
const REFUSED = { error: { code: 'invalid_argument', message: GENERIC_MESSAGES.forbiddenCharacters } };

const everyRow = async () => ({
  learning: await learningRows(db),
  rateLimits: await db.selectFrom('rate_limits').selectAll().orderBy('key').execute(),
  contact: await db.selectFrom('contact_messages').selectAll().execute(),
  users: await db.selectFrom('profiles').select('id').orderBy('id').execute(),
});

const NUL = '\u0000';
const cases: [string, () => ReturnType<typeof postJson>][] = [
  [
    'contact message',
    () => postJson(app, '/api/contact', { name: 'Ada', email: 'a@example.com', message: `hi${NUL}` }),
  ],
  [
    'sign-in e-mail',
    () => postJson(app, '/api/auth/sign-in/email', { email: `ada${NUL}@example.com`, password: 'x' }),
  ],
  [
    'sign-up name',
    () =>
      postJson(app, '/api/auth/sign-up/email', {
        name: `A${NUL}`,
        email: 'new@example.com',
        password: 'long enough pass',
      }),
  ],
  [
    'reset request e-mail',
    () =>
      postJson(app, '/api/auth/request-password-reset', {
        email: `${NUL}@example.com`,
        redirectTo: '/reset-password',
      }),
  ],
  [
    'new password token',
    () => postJson(app, '/api/auth/reset-password', { token: `t${NUL}`, newPassword: 'long enough pass' }),
  ],
  [
    'challenge title',
    () => call(app, 'POST', '/api/challenges', owner, { ...validChallenge, title: `T${NUL}` }),
  ],
  [
    'challenge id in the path',
    () => call(app, 'GET', `/api/challenges/${encodeURIComponent(`${challenge.challenge.id}${NUL}`)}`, owner),
  ],
  ['teach-back id in the path', () => call(app, 'GET', '/api/teachbacks/%00', owner)],
  ['a query string', () => call(app, 'GET', '/api/activity?q=%00', owner)],
  [
    'an escape character',
    () => call(app, 'POST', '/api/challenges', owner, { ...validChallenge, title: 'T\u001b[31m' }),
  ],
  [
    'a lone surrogate',
    () => call(app, 'POST', '/api/challenges', owner, { ...validChallenge, description: 'x\ud800y' }),
  ],
  [
    'a key deep in the body',
    () => call(app, 'POST', '/api/challenges', owner, { ...validChallenge, extra: [{ [`k${NUL}`]: 1 }] }),
  ],
];

describe('text with control characters or broken Unicode', () => {
  it.each(cases)('is refused with one 400 before anything is written: %s', async (_name, send) => {
    const before = await everyRow();
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    expect(await everyRow()).toEqual(before);
  });

  it('lets tabs and line breaks through to the schemas that allow them', async () => {
    const response = await call(app, 'POST', '/api/challenges', owner, {
      ...validChallenge,
      description: 'First line\n\tindented second line\r\nthird',
    });
    expect(response.statusCode).toBe(201);
  });
});
