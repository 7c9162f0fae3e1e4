import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call } from '../../test/factories';

const { app, db } = await buildTestApp();

describe('GET /api/profile', () => {
  it('answers the own profile with XP, streak, parsed badges, display name and photo', async () => {
    const ada = await buildUser(app, { name: 'Ada Lovelace' });
    await db
      .updateTable('profiles')
      .set({ xp: 620, streak: 4, badges: JSON.stringify(['first-teachback', 'streak-3']) })
      .where('id', '=', ada.id)
      .execute();
    const response = await call(app, 'GET', '/api/profile', ada);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: {
        id: ada.id,
        displayName: 'Ada Lovelace',
        photoURL: null,
        xp: 620,
        streak: 4,
        badges: ['first-teachback', 'streak-3'],
      },
    });
  });

  it('reads badges that are not a JSON list of strings as none, never a 500', async () => {
    const bob = await buildUser(app);
    await db.updateTable('profiles').set({ badges: 'not json' }).where('id', '=', bob.id).execute();
    expect((await call(app, 'GET', '/api/profile', bob)).json().profile.badges).toEqual([]);
    await db.updateTable('profiles').set({ badges: '[1, "ok", null]' }).where('id', '=', bob.id).execute();
    expect((await call(app, 'GET', '/api/profile', bob)).json().profile.badges).toEqual(['ok']);
  });
});
