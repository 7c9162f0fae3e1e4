import { NOTIFICATION_TEXTS, type Notification, type RealtimeEvent } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildAppWith, buildUser, call, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { handedTeachback } from '../../test/learning-loop';
import { createInProcessEventBus } from '../realtime/event-bus';

const bus = createInProcessEventBus();
const { app, db } = await buildAppWith({ events: bus });

/** A challenge of `requester` whose teach-back is with `assignee`: the teach-back's id. */
async function teachbackFor(requester: TestUser, assignee: TestUser, title: string): Promise<string> {
  return (await handedTeachback(app, db, requester, assignee, { title })).teachbackId;
}

async function notificationsOf(user: TestUser) {
  const response = await call(app, 'GET', '/api/notifications', user);
  expect(response.statusCode).toBe(200);
  return response.json<{ notifications: Notification[] }>().notifications.map(({ kind, text, href }) => ({
    kind,
    text,
    href,
  }));
}

/** The events `user` hears while `act` runs. */
async function eventsHeard(user: TestUser, act: () => Promise<unknown>): Promise<RealtimeEvent[]> {
  const heard: RealtimeEvent[] = [];
  const stop = bus.subscribe(user.id, (message) => heard.push(message.event));
  try {
    await act();
  } finally {
    stop();
  }
  return heard;
}

describe('deleting my account, for the peers teaching my challenges back', () => {
  it('tells the one writing, live and in the bell, leading to the page that keeps their text', async () => {
    const [ada, cy] = [await buildUser(app), await buildUser(app)];
    const id = await teachbackFor(ada, cy, 'Heaps');
    expect((await call(app, 'POST', `/api/teachbacks/${id}/start`, cy)).statusCode).toBe(200);
    expect(
      (await call(app, 'PUT', `/api/teachbacks/${id}/notes`, cy, { notes: 'A heap is' })).statusCode,
    ).toBe(200);

    const heard = await eventsHeard(cy, async () => {
      expect(
        (await call(app, 'POST', '/api/account/delete', ada, { password: TEST_PASSWORD })).statusCode,
      ).toBe(204);
    });

    expect(heard).toContainEqual({ type: 'teachbacks', ids: [id] });
    expect(heard.map((event) => event.type)).toContain('notifications');
    expect(await notificationsOf(cy)).toContainEqual({
      kind: 'challenge_deleted',
      text: NOTIFICATION_TEXTS.requesterLeftStarted('Heaps'),
      href: `/teachbacks/${id}/work`,
    });
    // The page's next save meets the closed teach-back as "not found", which the work page shows as closed.
    const save = await call(app, 'PUT', `/api/teachbacks/${id}/notes`, cy, { notes: 'A heap is a tree' });
    expect(save.statusCode).toBe(404);
  });

  it('tells a peer who had not started yet that they no longer need to teach it back', async () => {
    const [ada, dan] = [await buildUser(app), await buildUser(app)];
    await teachbackFor(ada, dan, 'Tries');
    expect(
      (await call(app, 'POST', '/api/account/delete', ada, { password: TEST_PASSWORD })).statusCode,
    ).toBe(204);
    expect(await notificationsOf(dan)).toContainEqual({
      kind: 'challenge_deleted',
      text: NOTIFICATION_TEXTS.requesterLeftPending('Tries'),
      href: '/teachbacks',
    });
  });

  it('tells nobody about a teach-back already completed, which stays', async () => {
    const [ada, eve] = [await buildUser(app), await buildUser(app)];
    const id = await teachbackFor(ada, eve, 'Stacks');
    await db.updateTable('teachbacks').set({ status: 'completed' }).where('id', '=', id).execute();
    const before = await notificationsOf(eve);
    expect(
      (await call(app, 'POST', '/api/account/delete', ada, { password: TEST_PASSWORD })).statusCode,
    ).toBe(204);
    expect(await notificationsOf(eve)).toEqual(before);
  });
});
