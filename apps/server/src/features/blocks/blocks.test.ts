import { BLOCK_LIMITS, type BlocksResponse } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';

let clock = Date.parse('2026-06-01T09:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock, random: () => 0 });

const block = (user: TestUser | undefined, body: unknown) => call(app, 'POST', '/api/blocks', user, body);
const unblock = (user: TestUser, userId: string) => call(app, 'DELETE', `/api/blocks/${userId}`, user);
const listOf = async (user: TestUser, query = '') => {
  const response = await call(app, 'GET', `/api/blocks${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json<BlocksResponse>();
};
const blockRows = () => db.selectFrom('user_blocks').selectAll().orderBy('created_at').execute();

describe('blocking and unblocking', { timeout: 30_000 }, () => {
  it('blocks, lists newest first with name and photo, pages, and unblocks', async () => {
    const me = await buildUser(app, { name: 'Mia' });
    const [ann, bo, cat] = [
      await buildUser(app, { name: 'Ann' }),
      await buildUser(app, { name: 'Bo' }),
      await buildUser(app, { name: 'Cat' }),
    ];
    for (const other of [ann, bo, cat]) {
      clock += 1000;
      const response = await block(me, { userId: other.id });
      expect(response.statusCode).toBe(200);
      expect(response.json().blocked).toMatchObject({ userId: other.id, blockedAt: clock });
    }
    // Blocking again changes nothing: still one row, blocked when first blocked.
    clock += 1000;
    expect((await block(me, { userId: ann.id })).json().blocked.blockedAt).toBe(clock - 3000);

    const first = await listOf(me, '?limit=2');
    expect(first.blocked).toEqual([
      { userId: cat.id, name: 'Cat', photoUrl: null, blockedAt: clock - 1000 },
      { userId: bo.id, name: 'Bo', photoUrl: null, blockedAt: clock - 2000 },
    ]);
    const second = await listOf(me, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.blocked.map((row) => row.name)).toEqual(['Ann']);
    expect(second.nextCursor).toBeNull();

    expect((await unblock(me, bo.id)).statusCode).toBe(204);
    // Unblocking someone not blocked is no error.
    expect((await unblock(me, bo.id)).statusCode).toBe(204);
    expect((await listOf(me)).blocked.map((row) => row.name)).toEqual(['Cat', 'Ann']);
    // Nobody else's list shows my blocks, and those I blocked see nothing of it in theirs.
    expect((await listOf(cat)).blocked).toEqual([]);
  });

  it('refuses bad requests with a clear 400 and writes nothing', async () => {
    const me = await buildUser(app);
    const before = await blockRows();
    const self = await block(me, { userId: me.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You can’t block yourself.');
    for (const body of [{}, { userId: '' }, { userId: 7 }, { userId: 'x'.repeat(101) }]) {
      const response = await block(me, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.message).toBe('Choose a person to block.');
    }
    expect((await call(app, 'GET', '/api/blocks?cursor=nonsense', me)).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/blocks?limit=51', me)).statusCode).toBe(400);
    expect(await blockRows()).toEqual(before);
  });

  it('answers 404 for someone who does not exist, and 401 signed out', async () => {
    const me = await buildUser(app);
    const response = await block(me, { userId: 'no-such-user' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Data not found.');
    expect((await block(undefined, { userId: me.id })).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/blocks')).statusCode).toBe(401);
  });

  it('limits blocks to BLOCK_LIMITS.perHour an hour per user', async () => {
    const [me, other] = [await buildUser(app), await buildUser(app)];
    for (let i = 0; i < BLOCK_LIMITS.perHour; i += 1) {
      expect((await block(me, { userId: other.id })).statusCode).toBe(200);
    }
    const refused = await block(me, { userId: other.id });
    expect(refused.statusCode).toBe(429);
    // Unblocking is not limited.
    expect((await unblock(me, other.id)).statusCode).toBe(204);
  });

  it('is never told to the person blocked: no notification, and their own reads are unchanged', async () => {
    const me = await buildUser(app);
    const them = await buildUser(app);
    const notificationsOf = async () => (await call(app, 'GET', '/api/notifications', them)).json();
    const profile = async () => (await call(app, 'GET', '/api/profile', them)).json();
    const [notesBefore, profileBefore] = [await notificationsOf(), await profile()];
    expect((await block(me, { userId: them.id })).statusCode).toBe(200);
    expect(await notificationsOf()).toEqual(notesBefore);
    expect(await profile()).toEqual(profileBefore);
  });

  it('lists my blocks in my export, and never who blocked me', async () => {
    const me = await buildUser(app);
    const other = await buildUser(app);
    await block(me, { userId: other.id });
    await block(other, { userId: me.id });
    const exported = (await call(app, 'GET', '/api/account/export', me)).json();
    expect(exported.blocks).toEqual([{ blocked_id: other.id, created_at: expect.any(String) }]);
  });
});
