import { describe, expect, it } from 'vitest';
import { takeErrorLogs } from '../../test/error-logs';
import { buildAppWith, buildUser, call, validChallenge } from '../../test/factories';
import { createInProcessEventBus, type EventBus } from './event-bus';

/** A bus whose publish fails as a PostgreSQL NOTIFY can: asynchronously, or by throwing at once. */
const failures: Record<string, EventBus['publish']> = {
  rejects: () => Promise.reject(new Error('bus down')),
  throws: () => {
    throw new Error('bus down');
  },
};

describe.each(Object.entries(failures))('a live-update bus that %s after the commit', (_, publish) => {
  it('still answers 2xx, keeps the committed rows and logs each lost event', async () => {
    const { app, db } = await buildAppWith({ events: { ...createInProcessEventBus(), publish } });
    const [ada, bob] = [await buildUser(app), await buildUser(app)];

    const created = await call(app, 'POST', '/api/challenges', ada, validChallenge);
    expect(created.statusCode).toBe(201);
    const { challenge, teachback } = created.json();
    expect(await db.selectFrom('challenges').select('id').execute()).toEqual([{ id: challenge.id }]);
    const lost = takeErrorLogs();
    // Ada's challenge and activity; Bob's teach-back, activity and notification.
    expect(lost).toHaveLength(5);
    expect(lost).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'live update not published',
        event: { type: 'teachbacks', ids: [teachback.id] },
        userIds: [bob.id],
        err: expect.objectContaining({ message: 'bus down' }),
      }),
    );

    const started = await call(app, 'POST', `/api/teachbacks/${teachback.id}/start`, bob);
    expect(started.statusCode).toBe(200);
    expect(started.json().teachback.status).toBe('in_progress');
    const row = await db
      .selectFrom('teachbacks')
      .select('status')
      .where('id', '=', teachback.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('in_progress');
    expect(takeErrorLogs()).toContainEqual(
      expect.objectContaining({
        msg: 'live update not published',
        event: { type: 'challenges', ids: [challenge.id] },
        userIds: [ada.id],
      }),
    );
  });
});
