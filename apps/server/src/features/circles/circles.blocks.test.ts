import { CIRCLE_MESSAGES, type CircleDetail } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildCircle, circleAction } from '../../test/circles';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';

const { app, db } = await buildAppWith({});

const block = (user: TestUser, other: TestUser) =>
  call(app, 'POST', '/api/blocks', user, { userId: other.id });
const seatsOf = async (circleId: string) =>
  (await db.selectFrom('circle_members').select('user_id').where('circle_id', '=', circleId).execute()).map(
    (row) => row.user_id,
  );
const unreadOf = async (user: TestUser) =>
  (await call(app, 'GET', '/api/notifications/unread', user)).json<{ unread: number }>().unread;
const detailFor = async (user: TestUser, circleId: string) =>
  (await call(app, 'GET', `/api/circles/${circleId}`, user)).json<CircleDetail>();

describe('joining a circle across a block', { timeout: 60_000 }, () => {
  it('seats nobody the owner blocked in an Open circle: they read "pending", the owner sees and hears nothing', async () => {
    const owner = await buildUser(app, { name: 'Ola Owner' });
    const [blocked, stranger] = [await buildUser(app), await buildUser(app)];
    const circle = await buildCircle(app, owner, { name: 'Open graphs', privacy: 'open' });
    expect((await block(owner, blocked)).statusCode).toBe(200);
    const unread = await unreadOf(owner);

    const joined = await circleAction(app, blocked, circle.id, 'join');
    expect(joined.statusCode, joined.body).toBe(200);
    // The same answer a Private circle's owner who has not decided yet gives: nothing says "blocked".
    expect(joined.json().circle).toMatchObject({ membership: 'pending' });
    expect(await seatsOf(circle.id)).toEqual([owner.id]);
    const again = await circleAction(app, blocked, circle.id, 'join');
    expect(again.json()).toEqual({ error: { code: 'conflict', message: CIRCLE_MESSAGES.alreadyRequested } });

    // A stranger still joins at once; the owner is never shown the blocked person's request.
    expect((await circleAction(app, stranger, circle.id, 'join')).statusCode).toBe(200);
    expect((await seatsOf(circle.id)).sort()).toEqual([owner.id, stranger.id].sort());
    expect((await detailFor(owner, circle.id)).requests).toEqual([]);
    expect(await unreadOf(owner)).toBe(unread);
  });

  it('tells a joiner who blocked the owner why, for Open and Private circles alike, and stores nothing', async () => {
    const owner = await buildUser(app, { name: 'Otto Owner' });
    const blocker = await buildUser(app);
    const open = await buildCircle(app, owner, { name: 'Open trees', privacy: 'open' });
    const closed = await buildCircle(app, owner, { name: 'Quiet trees', privacy: 'private' });
    expect((await block(blocker, owner)).statusCode).toBe(200);
    const refused = { error: { code: 'permission_denied', message: CIRCLE_MESSAGES.ownerBlocked } };
    expect((await circleAction(app, blocker, open.id, 'join')).json()).toEqual(refused);
    expect((await circleAction(app, blocker, closed.id, 'requests')).json()).toEqual(refused);
    expect(await seatsOf(open.id)).toEqual([owner.id]);
    const requests = await db
      .selectFrom('circle_join_requests')
      .select('id')
      .where('user_id', '=', blocker.id)
      .execute();
    expect(requests).toEqual([]);
  });
});
