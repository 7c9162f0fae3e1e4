import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { grantModeratorByEmail } from '../../db/moderators';
import { buildCircle } from '../../test/circles';
import { buildAppWith, buildUser, call } from '../../test/factories';
import { openStream, type TestStream } from '../../test/sse-test-client';

const { app, db } = await buildAppWith({});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const streams: TestStream[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
  app.server.closeAllConnections();
});

async function streamOf(cookie: string) {
  const stream = await openStream(`${base}/api/events`, { cookie });
  streams.push(stream);
  await stream.next((frame) => frame.retry !== undefined);
  return stream;
}
const isModerationEvent = (frame: { event?: string; data?: string }) =>
  frame.event === 'change' && JSON.parse(frame.data ?? '{}').type === 'moderation';

describe('moderators hear of reports and of each other’s actions', () => {
  it('sends a moderation event to every moderator, and to nobody else, when a report is filed or dismissed', async () => {
    const [mia, max] = [await buildUser(app), await buildUser(app)];
    for (const moderator of [mia, max]) await grantModeratorByEmail(db, moderator.email, Date.now());
    const [owner, reporter] = [await buildUser(app), await buildUser(app)];
    const circle = await buildCircle(app, owner);
    const [miasStream, maxsStream, reportersStream] = [
      await streamOf(mia.cookie),
      await streamOf(max.cookie),
      await streamOf(reporter.cookie),
    ];

    const filed = await call(app, 'POST', '/api/reports', reporter, {
      itemKind: 'circle',
      itemId: circle.id,
      reason: 'spam',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    await miasStream.next(isModerationEvent);
    await maxsStream.next(isModerationEvent);

    // Mia dismisses it: Max's page hears of it too. The reporter's stream never carried a moderation event.
    const [open] = await db
      .selectFrom('reports')
      .select('id')
      .where('reporter_id', '=', reporter.id)
      .execute();
    const dismissed = await call(app, 'POST', `/api/moderation/reports/${open!.id}/dismiss`, mia);
    expect(dismissed.statusCode, dismissed.body).toBeLessThan(300);
    await maxsStream.next(isModerationEvent);
    expect(reportersStream.pending().some(isModerationEvent)).toBe(false);
  });

  it('sends nothing when the request is refused', async () => {
    const mo = await buildUser(app);
    await grantModeratorByEmail(db, mo.email, Date.now());
    const stream = await streamOf(mo.cookie);
    const refused = await call(app, 'POST', '/api/reports', await buildUser(app), {
      itemKind: 'circle',
      itemId: 'no-such-circle',
      reason: 'spam',
    });
    expect(refused.statusCode).toBe(404);
    await expect(stream.next(isModerationEvent, 500)).rejects.toThrow();
  });
});
