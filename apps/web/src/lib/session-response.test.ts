import { sessionResponseSchema } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { sessionUserFrom } from './session-response';

const ada = { id: 'u1', email: 'ada@example.com', displayName: 'Ada', photoURL: null };

/** The hand-written check must accept exactly what the shared schema accepts. */
describe('sessionUserFrom', () => {
  it.each([
    ['a signed-in user', { user: ada }],
    ['a user with a photo and no name', { user: { ...ada, displayName: null, photoURL: 'https://x/p.png' } }],
    ['no one signed in', { user: null }],
    ['a user with more fields than needed', { user: { ...ada, extra: 1 } }],
  ])('reads %s as the schema does', (_, payload) => {
    const parsed = sessionResponseSchema.parse(payload);
    expect(sessionUserFrom(payload)).toEqual(expect.objectContaining(parsed.user ?? {}));
    expect(sessionUserFrom(payload) === null).toBe(parsed.user === null);
  });

  it.each([
    ['nothing', null],
    ['an error body', { error: { code: 'internal', message: 'x' } }],
    ['a user without an id', { user: { ...ada, id: undefined } }],
    ['a number for a name', { user: { ...ada, displayName: 3 } }],
    ['a missing photo field', { user: { id: 'u1', email: 'a@b.c', displayName: null } }],
  ])('refuses %s, as the schema does', (_, payload) => {
    expect(sessionResponseSchema.safeParse(payload).success).toBe(false);
    expect(sessionUserFrom(payload)).toBeUndefined();
  });
});
