import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call } from '../../test/factories';

const { app, db } = await buildTestApp();

describe('GET /api/profile', () => {
  it('answers a new user’s own profile: no XP, no streak, no badges, their display name, a goal of 1', async () => {
    const ada = await buildUser(app, { name: 'Ada Lovelace' });
    const response = await call(app, 'GET', '/api/profile', ada);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      profile: {
        id: ada.id,
        displayName: 'Ada Lovelace',
        photoURL: null,
        bio: null,
        xp: 0,
        streak: 0,
        longestStreak: 0,
        streakFreezes: 0,
        badges: [],
        dailyGoal: { target: 1, done: 0 },
      },
    });
  });

  it('lists badges from user_badges in the order earned', async () => {
    const bob = await buildUser(app);
    await db
      .insertInto('user_badges')
      .values([
        { user_id: bob.id, badge_id: 'well_explained', earned_at: 2000 },
        { user_id: bob.id, badge_id: 'first_teachback', earned_at: 1000 },
      ])
      .execute();
    expect((await call(app, 'GET', '/api/profile', bob)).json().profile.badges).toEqual([
      'first_teachback',
      'well_explained',
    ]);
  });

  it('shows a stored streak whose last day is long past as 0, keeping the longest', async () => {
    const cy = await buildUser(app);
    await db
      .updateTable('profiles')
      .set({ streak: 4, longest_streak: 9, streak_freezes: 1, streak_last_day: '2020-01-01' })
      .where('id', '=', cy.id)
      .execute();
    expect((await call(app, 'GET', '/api/profile', cy)).json().profile).toMatchObject({
      streak: 0,
      longestStreak: 9,
      streakFreezes: 1,
    });
  });
});
