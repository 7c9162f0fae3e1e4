import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { buildUser, call } from '../test/factories';

/*
 * Found by fuzz.test.ts: a list cursor is base64url of [createdAt, id], so the request guard against control
 * characters sees only base64 letters, and an id holding a NUL reached PostgreSQL, which answered 500.
 */
const { app } = await buildTestApp();
const user = await buildUser(app);

const cursorOf = (position: unknown) => Buffer.from(JSON.stringify(position)).toString('base64url');
const LISTS = [
  '/api/activity',
  '/api/circles',
  '/api/notifications',
  '/api/courses/intro-to-python/challenges',
  '/api/challenges',
  '/api/teachbacks',
  '/api/feedback',
  '/api/feedback/received',
  '/api/feedback/requests',
];

describe('a list cursor whose id holds a control character or a lone surrogate', () => {
  it.each(LISTS)('%s refuses it with a 400 in the one error shape', async (list) => {
    for (const id of ['\u0000', 'a\u0001b', '\ud800']) {
      const response = await call(app, 'GET', `${list}?cursor=${cursorOf([1, id])}`, user);
      expect(response.statusCode, JSON.stringify(id)).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_argument', message: expect.stringMatching(/no longer valid/) },
      });
    }
  });

  it.each(LISTS)('%s still pages with a well-formed cursor', async (list) => {
    const response = await call(app, 'GET', `${list}?cursor=${cursorOf([Date.now(), 'some-id'])}`, user);
    expect(response.statusCode).toBe(200);
  });
});
