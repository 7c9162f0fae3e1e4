import { GENERIC_MESSAGES, LEARNING_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call, learningRows, validChallenge } from '../../test/factories';

const { app, db } = await buildTestApp();
const [ada] = [await buildUser(app), await buildUser(app)];
const { challenge, teachback } = await buildChallenge(app, ada);

describe('bad input is refused with 400 and writes nothing', () => {
  it.each([
    ['a blank title', { title: '   ' }, LEARNING_MESSAGES.titleAndTopicRequired],
    ['a blank topic', { topic: '' }, LEARNING_MESSAGES.titleAndTopicRequired],
    ['a title of only a zero-width space', { title: '\u200B' }, LEARNING_MESSAGES.titleAndTopicRequired],
    [
      'a title with a right-to-left override',
      { title: 'Graphs\u202Etxt.exe' },
      GENERIC_MESSAGES.directionControls,
    ],
    ['a missing title', { title: undefined }, LEARNING_MESSAGES.titleAndTopicRequired],
    ['a title of 121 characters', { title: 't'.repeat(121) }, LEARNING_MESSAGES.titleTooLong],
    ['a topic of 61 characters', { topic: 't'.repeat(61) }, LEARNING_MESSAGES.topicTooLong],
    ['a prompt of 2001 characters', { description: 'd'.repeat(2001) }, LEARNING_MESSAGES.descriptionTooLong],
    ['dueDays 366', { dueDays: 366 }, LEARNING_MESSAGES.dueDaysRange],
    ['dueDays -1', { dueDays: -1 }, LEARNING_MESSAGES.dueDaysRange],
    ['dueDays 1.5', { dueDays: 1.5 }, LEARNING_MESSAGES.dueDaysRange],
    ['dueDays as a string of digits', { dueDays: '3' }, LEARNING_MESSAGES.dueDaysRange],
    ['dueDays true', { dueDays: true }, LEARNING_MESSAGES.dueDaysRange],
    ['an unknown level', { level: 'Expert' }, LEARNING_MESSAGES.levelInvalid],
    ['a numeric title', { title: 42 }, undefined],
    ['an object as the prompt', { description: { text: 'x' } }, LEARNING_MESSAGES.descriptionInvalid],
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
    [
      'PUT',
      `/api/challenges/${challenge.id}/notes`,
      { notes: 'n'.repeat(10_001) },
      LEARNING_MESSAGES.notesTooLong,
    ],
    ['PUT', `/api/challenges/${challenge.id}/notes`, { notes: 7 }, LEARNING_MESSAGES.notesInvalid],
    ['PUT', `/api/challenges/${challenge.id}/notes`, {}, LEARNING_MESSAGES.notesInvalid],
    [
      'PUT',
      `/api/teachbacks/${teachback!.id}/notes`,
      { notes: 'n'.repeat(10_001) },
      LEARNING_MESSAGES.notesTooLong,
    ],
    ['PUT', `/api/teachbacks/${teachback!.id}/notes`, { notes: null }, LEARNING_MESSAGES.notesInvalid],
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
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: LEARNING_MESSAGES.challengeNotFound },
    });
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
    ['POST', '/api/challenges', LEARNING_MESSAGES.notLoggedIn],
    ['GET', '/api/challenges', LEARNING_MESSAGES.signInRequired],
    ['GET', `/api/challenges/${someId}`, LEARNING_MESSAGES.signInRequired],
    ['POST', `/api/challenges/${someId}/start`, LEARNING_MESSAGES.signInRequired],
    ['PUT', `/api/challenges/${someId}/notes`, LEARNING_MESSAGES.signInRequired],
    ['POST', `/api/challenges/${someId}/complete`, LEARNING_MESSAGES.signInRequired],
    ['GET', '/api/teachbacks', LEARNING_MESSAGES.signInRequired],
    ['GET', `/api/teachbacks/${someId}`, LEARNING_MESSAGES.signInRequired],
    ['POST', `/api/teachbacks/${someId}/start`, LEARNING_MESSAGES.signInRequired],
    ['PUT', `/api/teachbacks/${someId}/notes`, LEARNING_MESSAGES.signInRequired],
    ['POST', `/api/teachbacks/${someId}/complete`, LEARNING_MESSAGES.signInRequired],
    ['GET', '/api/feedback', LEARNING_MESSAGES.signInRequired],
    ['GET', '/api/activity', LEARNING_MESSAGES.signInRequired],
    ['GET', '/api/profile', LEARNING_MESSAGES.signInRequired],
    ['GET', '/api/events', LEARNING_MESSAGES.signInRequired],
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
