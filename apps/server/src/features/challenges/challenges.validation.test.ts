import { LEARNING_MESSAGES as M } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, learningRows, validChallenge } from '../../test/factories';

const { app, db } = await buildTestApp();
const [ada] = [await buildUser(app), await buildUser(app)];
const { challenge, teachback } = await buildChallenge(app, ada);

describe('bad input is refused with 400 and writes nothing', () => {
  it.each([
    ['a blank title', { title: '   ' }, M.titleAndTopicRequired],
    ['a blank topic', { topic: '' }, M.titleAndTopicRequired],
    ['a missing title', { title: undefined }, M.titleAndTopicRequired],
    ['a title of 121 characters', { title: 't'.repeat(121) }, M.titleTooLong],
    ['a topic of 61 characters', { topic: 't'.repeat(61) }, M.topicTooLong],
    ['a prompt of 2001 characters', { description: 'd'.repeat(2001) }, M.descriptionTooLong],
    ['dueDays 366', { dueDays: 366 }, M.dueDaysRange],
    ['dueDays -1', { dueDays: -1 }, M.dueDaysRange],
    ['dueDays 1.5', { dueDays: 1.5 }, M.dueDaysRange],
    ['dueDays as a string of digits', { dueDays: '3' }, M.dueDaysRange],
    ['dueDays true', { dueDays: true }, M.dueDaysRange],
    ['an unknown level', { level: 'Expert' }, M.levelInvalid],
    ['a numeric title', { title: 42 }, undefined],
    ['an object as the prompt', { description: { text: 'x' } }, M.descriptionInvalid],
  ])('POST /api/challenges with %s', async (_label, overrides, message) => {
    const before = await learningRows(db);
    const response = await call(app, 'POST', '/api/challenges', ada, { ...validChallenge, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_argument');
    if (message) expect(response.json().error.message).toBe(message);
    expect(await learningRows(db)).toEqual(before);
  });

  it('accepts every field at exactly its maximum', async () => {
    const response = await call(app, 'POST', '/api/challenges', ada, {
      title: 't'.repeat(120),
      topic: 'p'.repeat(60),
      description: 'd'.repeat(2000),
      dueDays: 365,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().challenge.level).toBe('Beginner');
  });

  it.each([
    ['PUT', `/api/challenges/${challenge.id}/notes`, { notes: 'n'.repeat(10_001) }, M.notesTooLong],
    ['PUT', `/api/challenges/${challenge.id}/notes`, { notes: 7 }, M.notesInvalid],
    ['PUT', `/api/challenges/${challenge.id}/notes`, {}, M.notesInvalid],
    ['PUT', `/api/teachbacks/${teachback!.id}/notes`, { notes: 'n'.repeat(10_001) }, M.notesTooLong],
    ['PUT', `/api/teachbacks/${teachback!.id}/notes`, { notes: null }, M.notesInvalid],
    ['GET', '/api/challenges?limit=0', undefined, undefined],
    ['GET', '/api/challenges?limit=101', undefined, undefined],
    ['GET', '/api/challenges?limit=ten', undefined, undefined],
    ['GET', '/api/challenges?active=yes', undefined, undefined],
    ['GET', '/api/teachbacks?limit=-1', undefined, undefined],
    ['GET', '/api/feedback?limit=1000', undefined, undefined],
    ['GET', '/api/activity?limit=51', undefined, undefined],
  ] as const)('%s %s refuses the input', async (method, url, payload, message) => {
    const before = await learningRows(db);
    const response = await call(app, method, url, ada, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error.message).toBe(message);
    expect(await learningRows(db)).toEqual(before);
  });

  it.each([
    ['GET', `/api/challenges/${'x'.repeat(101)}`],
    ['POST', `/api/teachbacks/${'x'.repeat(101)}/start`],
  ] as const)('%s %s (an id over 100 characters) is refused before any query', async (method, url) => {
    const before = await learningRows(db);
    const response = await call(app, method, url, ada);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_argument');
    expect(await learningRows(db)).toEqual(before);
  });

  it('answers an id of 100 characters that names nothing with 404', async () => {
    const response = await call(app, 'GET', `/api/challenges/${'x'.repeat(100)}`, ada);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: M.challengeNotFound } });
  });

  it('accepts notes of exactly 10000 characters', async () => {
    const response = await call(app, 'PUT', `/api/challenges/${challenge.id}/notes`, ada, {
      notes: 'n'.repeat(10_000),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().challenge.notes).toHaveLength(10_000);
  });

  it('answers a malformed JSON body with 400, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/challenges',
      headers: { cookie: ada.cookie, 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('without a session', () => {
  const someId = '00000000-0000-0000-0000-000000000000';
  it.each([
    ['POST', '/api/challenges', M.notLoggedIn],
    ['GET', '/api/challenges', M.signInRequired],
    ['GET', `/api/challenges/${someId}`, M.signInRequired],
    ['POST', `/api/challenges/${someId}/start`, M.signInRequired],
    ['PUT', `/api/challenges/${someId}/notes`, M.signInRequired],
    ['POST', `/api/challenges/${someId}/complete`, M.signInRequired],
    ['GET', '/api/teachbacks', M.signInRequired],
    ['GET', `/api/teachbacks/${someId}`, M.signInRequired],
    ['POST', `/api/teachbacks/${someId}/start`, M.signInRequired],
    ['PUT', `/api/teachbacks/${someId}/notes`, M.signInRequired],
    ['POST', `/api/teachbacks/${someId}/complete`, M.signInRequired],
    ['GET', '/api/feedback', M.signInRequired],
    ['GET', '/api/activity', M.signInRequired],
    ['GET', '/api/profile', M.signInRequired],
    ['GET', '/api/events', M.signInRequired],
  ] as const)('%s %s answers 401 and writes nothing', async (method, url, message) => {
    const before = await learningRows(db);
    // Even a body that would be invalid gets the 401 first: a stranger learns nothing about input rules.
    const payload = method === 'GET' ? undefined : { title: '', notes: 5 };
    const response = await call(app, method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthenticated', message } });
    expect(await learningRows(db)).toEqual(before);
  });

  it('treats a forged session cookie as no session', async () => {
    const response = await call(app, 'GET', '/api/challenges', {
      id: 'x',
      email: 'x',
      cookie: 'teachloop.session_token=forged.sig',
    });
    expect(response.statusCode).toBe(401);
  });
});
