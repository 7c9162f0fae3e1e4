import { PROFILE_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { signUp, userRows } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call } from '../../test/factories';
import { keptName } from '../auth/profile-plugin.service';

const { app, db } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const REFUSED = { error: { code: 'invalid_argument', message: PROFILE_MESSAGES.nameHasLink } };
const LINKED_NAMES = [
  'FREE XP CLICK http://free-xp.example',
  'Ada www.example.net',
  'Visit freexp.com',
  'bit.ly/xp ada',
  'ｆｒｅｅｘｐ。ｃｏｍ',
];

describe('a display name holds no link', () => {
  it.each(LINKED_NAMES)('sign-up refuses %j with a clear 400 and makes no account', async (name) => {
    const before = await userRows(db);
    const response = await signUp(app, { email: `links-${before.length}@example.com`, name });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    expect(await userRows(db)).toEqual(before);
  });

  it.each(LINKED_NAMES)('profile settings refuse %j and keep the old name', async (displayName) => {
    const ada = await buildUser(app, { name: 'Ada Lovelace' });
    const response = await call(app, 'PATCH', '/api/profile', ada, { displayName });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(REFUSED);
    const row = await db
      .selectFrom('profiles')
      .select('display_name')
      .where('id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(row.display_name).toBe('Ada Lovelace');
  });

  it.each(['Dr. J.R. Smith', 'J.R.R. Tolkien', 'Mary-Jane O’Neil', 'Ana Ph.D.', 'St.John Rivers'])(
    'keeps %j, which only looks dotted',
    async (displayName) => {
      const ada = await buildUser(app);
      expect((await call(app, 'PATCH', '/api/profile', ada, { displayName })).statusCode).toBe(204);
    },
  );

  it('starts a Google account whose name carries a link without a name, so the app asks for one', () => {
    expect(keptName('FREE XP CLICK http://free-xp.example')).toBeNull();
    expect(keptName('\u202EAda')).toBeNull();
    expect(keptName(undefined)).toBeNull();
    expect(keptName('  Grace Hopper ')).toBe('Grace Hopper');
  });
});
