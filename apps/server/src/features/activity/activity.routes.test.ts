import {
  ACTIVITY_MESSAGES,
  ACTIVITY_QUERY_LIMITS,
  type ActivityEntry,
  type ActivityLink,
  type ActivityType,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call, type TestUser } from '../../test/factories';
import { insertActivity } from './activity.repo';

const { app, db } = await buildTestApp();

interface Page {
  activity: ActivityEntry[];
  nextCursor: string | null;
}

async function page(user: TestUser, query = ''): Promise<Page> {
  const response = await call(app, 'GET', `/api/activity${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

const textsOf = async (user: TestUser, query = '') => (await page(user, query)).activity.map((e) => e.text);

function write(
  user: TestUser,
  text: string,
  createdAt: number,
  type: ActivityType = 'info',
  link: ActivityLink | null = null,
) {
  return insertActivity(db, { userId: user.id, text, type, createdAt, link });
}

/** Every entry the query matches, followed page by page through nextCursor. */
async function allPages(user: TestUser, query: string): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const result = await page(user, `${query}${suffix}`);
    ids.push(...result.activity.map((entry) => entry.id));
    cursor = result.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return { ids, pages };
}

describe('GET /api/activity', () => {
  it('answers the newest 10 by default, up to 50 with ?limit, each as the DTO with its link', async () => {
    const ada = await buildUser(app);
    for (let i = 0; i < 60; i++) await write(ada, `entry ${i}`, 1_000 + i);
    await write(ada, 'linked', 2_000, 'challenge', { kind: 'challenge', id: 'c-1' });
    expect(await textsOf(ada)).toEqual(['linked', ...Array.from({ length: 9 }, (_, i) => `entry ${59 - i}`)]);
    expect(await textsOf(ada, '?limit=3')).toEqual(['linked', 'entry 59', 'entry 58']);
    expect(await textsOf(ada, '?limit=50')).toHaveLength(50);
    const [first, second] = (await page(ada, '?limit=2')).activity;
    expect(first).toEqual({
      id: expect.any(String),
      userId: ada.id,
      text: 'linked',
      type: 'challenge',
      createdAt: 2000,
      link: { kind: 'challenge', id: 'c-1' },
    });
    expect(second?.link).toBeNull();
  });

  it('filters by type; All or no type means every type, info included', async () => {
    const ada = await buildUser(app);
    await write(ada, 'a challenge', 1, 'challenge');
    await write(ada, 'a teach-back', 2, 'teachback');
    await write(ada, 'some feedback', 3, 'feedback');
    await write(ada, 'a badge', 4, 'info');
    expect(await textsOf(ada, '?type=challenge')).toEqual(['a challenge']);
    expect(await textsOf(ada, '?type=teachback')).toEqual(['a teach-back']);
    expect(await textsOf(ada, '?type=feedback')).toEqual(['some feedback']);
    const everything = ['a badge', 'some feedback', 'a teach-back', 'a challenge'];
    expect(await textsOf(ada, '?type=All')).toEqual(everything);
    expect(await textsOf(ada)).toEqual(everything);
  });

  it('filters Badge and Circle by what the entry links to: badges, levels and skills; circles', async () => {
    const ada = await buildUser(app);
    await write(ada, 'Earned the “First Challenge” badge', 1, 'info', {
      kind: 'badge',
      id: 'first_challenge',
    });
    await write(ada, 'Reached level 2', 2, 'info', { kind: 'badge', id: 'level-2' });
    await write(ada, 'Created the circle “Graphs”', 3, 'info', { kind: 'circle', id: 'k-1' });
    await write(ada, 'Created challenge “Graphs”', 4, 'challenge', { kind: 'challenge', id: 'c-1' });
    await write(ada, 'An entry from before links', 5);
    expect(await textsOf(ada, '?type=badge')).toEqual([
      'Reached level 2',
      'Earned the “First Challenge” badge',
    ]);
    expect(await textsOf(ada, '?type=circle')).toEqual(['Created the circle “Graphs”']);
    expect(await textsOf(ada, '?type=circle&q=graphs')).toEqual(['Created the circle “Graphs”']);
    expect(await textsOf(ada, '?type=badge&q=graphs')).toEqual([]);
    const { ids } = await allPages(ada, '?type=badge&limit=1');
    expect(ids).toHaveLength(2);
    const bob = await buildUser(app);
    expect(await textsOf(bob, '?type=badge')).toEqual([]);
  });

  it('searches the text case-insensitively and literally, and the link’s label (the meta line)', async () => {
    const ada = await buildUser(app);
    await write(ada, 'Scored 50% on Heaps', 1);
    await write(ada, 'Scored 500 on Tries', 2);
    await write(ada, 'Read snake_case notes', 3);
    await write(ada, 'Read snakeXcase notes', 4);
    await write(ada, 'Joined the study group', 5, 'info', { kind: 'circle', id: 'k-1' });
    await write(ada, 'Created challenge “Graphs”', 6, 'challenge', { kind: 'challenge', id: 'c-1' });
    expect(await textsOf(ada, `?q=${encodeURIComponent('50%')}`)).toEqual(['Scored 50% on Heaps']);
    expect(await textsOf(ada, '?q=snake_case')).toEqual(['Read snake_case notes']);
    expect(await textsOf(ada, '?q=HEAPS')).toEqual(['Scored 50% on Heaps']);
    expect(await textsOf(ada, '?q=graphs')).toEqual(['Created challenge “Graphs”']);
    // 'circle' is in no text: the entry matches through its link's label.
    expect(await textsOf(ada, '?q=Circle')).toEqual(['Joined the study group']);
    expect(await textsOf(ada, '?q=%20%20scored%20')).toEqual(['Scored 500 on Tries', 'Scored 50% on Heaps']);
    expect(await textsOf(ada, '?q=nothing-like-this')).toEqual([]);
    expect(await textsOf(ada, '?q=read&type=challenge')).toEqual([]);
  });

  it('pages newest first by (created_at, id) with no duplicates or gaps, also within one millisecond', async () => {
    const ada = await buildUser(app);
    for (let i = 0; i < 12; i++) await write(ada, `old ${i}`, 5_000, i % 2 ? 'challenge' : 'feedback');
    for (let i = 0; i < 11; i++) await write(ada, `new ${i}`, 6_000 + (i % 3), 'challenge');
    const expected = await db
      .selectFrom('activity')
      .select('id')
      .where('user_id', '=', ada.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const paged = await allPages(ada, '?limit=5');
    expect(paged.ids).toEqual(expected.map((row) => row.id));
    expect(paged.pages).toBe(5);
    // Stable: the same walk again gives the same order.
    expect((await allPages(ada, '?limit=5')).ids).toEqual(paged.ids);
    // With a filter and search the pages stay within it.
    const challenges = await allPages(ada, '?limit=4&type=challenge&q=old');
    expect(challenges.ids).toHaveLength(6);
    expect(new Set(challenges.ids).size).toBe(6);
    expect(challenges.ids).toEqual(expected.map((row) => row.id).filter((id) => challenges.ids.includes(id)));
  });

  it('ends with nextCursor null on the last page, also when it is exactly full', async () => {
    const ada = await buildUser(app);
    for (let i = 0; i < 4; i++) await write(ada, `entry ${i}`, 10 + i);
    const first = await page(ada, '?limit=2');
    expect(first.nextCursor).toEqual(expect.any(String));
    const last = await page(ada, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(last.activity.map((entry) => entry.text)).toEqual(['entry 1', 'entry 0']);
    expect(last.nextCursor).toBeNull();
    expect((await page(ada, '?limit=10')).nextCursor).toBeNull();
  });

  it('never shows another user’s entries', async () => {
    const [ada, bob] = [await buildUser(app), await buildUser(app)];
    await write(ada, 'Ada’s secret', 1, 'challenge');
    await write(bob, 'Bob’s entry', 1, 'challenge');
    expect(await textsOf(bob, '?q=secret')).toEqual([]);
    expect(await textsOf(bob, '?type=challenge')).toEqual(['Bob’s entry']);
    // A cursor made from Ada's page still reads only Bob's entries.
    const adaCursor = (await page(ada, '?limit=1')).activity[0]!;
    const forged = Buffer.from(JSON.stringify([adaCursor.createdAt + 1, adaCursor.id])).toString('base64url');
    expect(await textsOf(bob, `?cursor=${forged}`)).toEqual(['Bob’s entry']);
  });

  it('refuses bad queries with clear 400s, writing nothing, and signed-out callers with 401', async () => {
    const ada = await buildUser(app);
    const bad = async (query: string) => {
      const response = await call(app, 'GET', `/api/activity${query}`, ada);
      expect(response.statusCode).toBe(400);
      return response.json().error;
    };
    const invalid = (message: string) => ({ code: 'invalid_argument', message });
    expect(await bad('?type=info')).toEqual(invalid(ACTIVITY_MESSAGES.typeInvalid));
    expect(await bad('?type=badges')).toEqual(invalid(ACTIVITY_MESSAGES.typeInvalid));
    expect(await bad(`?q=${'x'.repeat(ACTIVITY_QUERY_LIMITS.search + 1)}`)).toEqual(
      invalid(ACTIVITY_MESSAGES.searchTooLong),
    );
    expect(await bad('?cursor=not-a-cursor')).toEqual(invalid(ACTIVITY_MESSAGES.cursorInvalid));
    const forged = Buffer.from(JSON.stringify(['x', 1])).toString('base64url');
    expect(await bad(`?cursor=${forged}`)).toEqual(invalid(ACTIVITY_MESSAGES.cursorInvalid));
    expect(await bad(`?cursor=${'a'.repeat(ACTIVITY_QUERY_LIMITS.cursor + 1)}`)).toEqual(
      invalid(ACTIVITY_MESSAGES.cursorInvalid),
    );
    expect((await bad('?limit=51')).code).toBe('invalid_argument');
    expect(await textsOf(ada)).toEqual([]);
    expect((await call(app, 'GET', '/api/activity')).statusCode).toBe(401);
  });
});
