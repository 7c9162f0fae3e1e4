import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call } from '../../test/factories';
import { insertActivity } from './activity.repo';

const { app, db } = await buildTestApp();
const ada = await buildUser(app);

describe('GET /api/activity', () => {
  it('answers the newest 10 by default, up to 50 with ?limit, each as the DTO', async () => {
    for (let i = 0; i < 60; i++) {
      await insertActivity(db, { userId: ada.id, text: `entry ${i}`, type: 'info', createdAt: 1_000 + i });
    }
    const texts = async (query: string) =>
      (await call(app, 'GET', `/api/activity${query}`, ada))
        .json()
        .activity.map((e: { text: string }) => e.text);
    expect(await texts('')).toEqual(Array.from({ length: 10 }, (_, i) => `entry ${59 - i}`));
    expect(await texts('?limit=3')).toEqual(['entry 59', 'entry 58', 'entry 57']);
    expect(await texts('?limit=50')).toHaveLength(50);
    const [first] = (await call(app, 'GET', '/api/activity?limit=1', ada)).json().activity;
    expect(first).toEqual({
      id: expect.any(String),
      userId: ada.id,
      text: 'entry 59',
      type: 'info',
      createdAt: 1059,
    });
  });
});
