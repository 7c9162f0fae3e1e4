import { AUTH_MESSAGES, PROFILE_MESSAGES, type RealtimeEvent } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildCircle, joinAs } from '../../test/circles';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { createInProcessEventBus } from '../realtime/event-bus';

const bus = createInProcessEventBus();
const { app, db } = await buildAppWith({ events: bus });

const patchProfile = (user: TestUser | undefined, body: unknown) =>
  call(app, 'PATCH', '/api/profile', user, body);
const ownProfile = async (user: TestUser) =>
  (await call(app, 'GET', '/api/profile', user)).json<{
    profile: { displayName: string; bio: string | null };
  }>().profile;
const sessionName = async (user: TestUser) =>
  (await call(app, 'GET', '/api/session', user)).json<{ user: { displayName: string | null } }>().user
    .displayName;

describe('PATCH /api/profile', () => {
  it('changes the name (trimmed) and the bio, which the profile, the session and Better Auth’s user show', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const response = await patchProfile(ada, { displayName: '  Ada Lovelace ', bio: ' Counting engines. ' });
    expect(response.statusCode, response.body).toBe(204);
    expect(await ownProfile(ada)).toMatchObject({ displayName: 'Ada Lovelace', bio: 'Counting engines.' });
    expect(await sessionName(ada)).toBe('Ada Lovelace');
    const user = await db.selectFrom('user').select('name').where('id', '=', ada.id).executeTakeFirst();
    expect(user?.name).toBe('Ada Lovelace');
    // An empty bio removes it; a field left out stays as it was.
    expect((await patchProfile(ada, { bio: '' })).statusCode).toBe(204);
    expect(await ownProfile(ada)).toMatchObject({ displayName: 'Ada Lovelace', bio: null });
  });

  it.each([
    ['an empty name', { displayName: '' }, AUTH_MESSAGES.fullNameRequired],
    ['a name of spaces', { displayName: '    ' }, AUTH_MESSAGES.fullNameRequired],
    ['a name of invisible characters', { displayName: '\u200b\u200d\u3164' }, AUTH_MESSAGES.fullNameRequired],
    ['a name over 100 characters', { displayName: 'a'.repeat(101) }, AUTH_MESSAGES.fullNameTooLong],
    ['a bio over 280 characters', { bio: 'b'.repeat(281) }, PROFILE_MESSAGES.bioTooLong],
  ])('refuses %s with a clear 400 and changes nothing', async (_label, body, message) => {
    const ben = await buildUser(app, { name: 'Ben' });
    await patchProfile(ben, { bio: 'Before.' });
    const response = await patchProfile(ben, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await ownProfile(ben)).toMatchObject({ displayName: 'Ben', bio: 'Before.' });
  });

  it('accepts a bio of exactly 280 characters and a name of exactly 100', async () => {
    const cy = await buildUser(app, { name: 'Cy' });
    const response = await patchProfile(cy, { displayName: 'c'.repeat(100), bio: 'd'.repeat(280) });
    expect(response.statusCode).toBe(204);
  });

  it('refuses unknown fields and a signed-out caller, and only ever changes the caller’s own profile', async () => {
    const [dee, eve] = [await buildUser(app, { name: 'Dee' }), await buildUser(app, { name: 'Eve' })];
    expect((await patchProfile(dee, { displayName: 'X', id: eve.id })).statusCode).toBe(400);
    expect((await patchProfile(undefined, { displayName: 'X' })).statusCode).toBe(401);
    expect((await patchProfile(dee, { displayName: 'Dee Two' })).statusCode).toBe(204);
    expect((await ownProfile(eve)).displayName).toBe('Eve');
  });

  it('tells the user’s own tabs and their circle mates, and nobody else, that their name changed', async () => {
    const [fay, gus, hal] = [
      await buildUser(app, { name: 'Fay' }),
      await buildUser(app, { name: 'Gus' }),
      await buildUser(app, { name: 'Hal' }),
    ];
    await joinAs(app, gus, (await buildCircle(app, fay)).id);
    const heard = new Map<string, RealtimeEvent[]>([fay, gus, hal].map((user) => [user.id, []]));
    const stops = [fay, gus, hal].map((user) =>
      bus.subscribe(user.id, (message) => heard.get(user.id)!.push(message.event)),
    );
    await patchProfile(fay, { displayName: 'Fay Two' });
    for (const stop of stops) stop();
    const people = (user: TestUser) => heard.get(user.id)!.filter((event) => event.type === 'people');
    expect(people(fay)).toEqual([{ type: 'people', ids: [fay.id] }]);
    expect(people(gus)).toEqual([{ type: 'people', ids: [fay.id] }]);
    expect(people(hal)).toEqual([]);
  });
});
