import type { RealtimeEvent } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildCircle, circleAction, joinAs } from '../../test/circles';
import { buildAppWith, buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback } from '../../test/learning-loop';
import { createInProcessEventBus } from '../realtime/event-bus';

const bus = createInProcessEventBus();
const { app, db } = await buildAppWith({ events: bus });

/** The `circles` events each user hears while `act` runs. */
async function circleEventsHeard(users: TestUser[], act: () => Promise<unknown>) {
  const heard = new Map<string, RealtimeEvent[]>(users.map((user) => [user.id, []]));
  const stops = users.map((user) =>
    bus.subscribe(user.id, (message) => {
      if (message.event.type === 'circles') heard.get(user.id)!.push(message.event);
    }),
  );
  try {
    await act();
  } finally {
    for (const stop of stops) stop();
  }
  return (user: TestUser) => heard.get(user.id)!;
}

async function weekXpOf(viewer: TestUser, userId: string): Promise<number | undefined> {
  const board = (await call(app, 'GET', '/api/circles/leaderboard', viewer)).json<{
    entries: { userId: string; xp: number }[];
  }>();
  return board.entries.find((entry) => entry.userId === userId)?.xp;
}

describe('the circle leaderboard, live', () => {
  it('tells everyone in the earner’s open circles when the earner is paid XP, and nobody else', async () => {
    const [ada, ben, cy, requester] = [
      await buildUser(app, { name: 'Ada' }),
      await buildUser(app, { name: 'Ben' }),
      await buildUser(app, { name: 'Cy' }),
      await buildUser(app, { name: 'Rae' }),
    ];
    const circle = await buildCircle(app, ada);
    await joinAs(app, ben, circle.id);

    // Ben teaches Rae's challenge back: the completion pays him, so his circle's board changes.
    const heard = await circleEventsHeard([ada, ben, cy, requester], () =>
      completedTeachback(app, db, requester, ben, { title: 'Heaps' }),
    );
    expect(heard(ada)).toEqual([{ type: 'circles', ids: [circle.id] }]);
    expect(heard(ben)).toEqual([{ type: 'circles', ids: [circle.id] }]);
    expect(heard(cy)).toEqual([]);
    expect(heard(requester)).toEqual([]);
    // What the event makes Ada's dashboard refetch now ranks Ben's XP.
    expect(await weekXpOf(ada, ben.id)).toBeGreaterThan(0);
  });

  it('tells nobody once the circle is closed', async () => {
    const [owner, member, requester] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const circle = await buildCircle(app, owner);
    await joinAs(app, member, circle.id);
    expect((await circleAction(app, owner, circle.id, 'close')).statusCode).toBe(204);
    const heard = await circleEventsHeard([owner, member], () =>
      completedTeachback(app, db, requester, member, { title: 'Tries' }),
    );
    expect(heard(owner)).toEqual([]);
    expect(heard(member)).toEqual([]);
  });
});
