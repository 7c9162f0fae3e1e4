import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { grantModeratorByEmail } from '../../db/moderators';
import { cookieOf, signIn } from '../../test/auth-helpers';
import { buildAppWith, buildUser, call, TEST_PASSWORD } from '../../test/factories';
import { openStream, type TestStream } from '../../test/sse-test-client';

// Streams need a real port; the session re-check at its default of a minute, so only the suspension's own end
// of the streams can close them within the test's wait.
const { app, db } = await buildAppWith({});
await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.server.closeAllConnections());
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const streams: TestStream[] = [];
afterAll(() => {
  for (const stream of streams) stream.close();
});

async function connect(cookie: string) {
  const stream = await openStream(`${base}/api/events`, { cookie });
  streams.push(stream);
  await stream.next((frame) => frame.retry !== undefined);
  return stream;
}

it('suspending an account ends its live streams on every device at once; others keep theirs', async () => {
  const [moderator, sam, bystander] = [await buildUser(app), await buildUser(app), await buildUser(app)];
  await grantModeratorByEmail(db, moderator.email, Date.now());
  const phone = cookieOf(await signIn(app, sam.email, TEST_PASSWORD));
  const [laptopStream, phoneStream, otherStream] = [
    await connect(sam.cookie),
    await connect(phone),
    await connect(bystander.cookie),
  ];
  const suspended = await call(app, 'PUT', `/api/moderation/users/${sam.id}/suspension`, moderator, {
    reason: 'Spam.',
    until: null,
  });
  expect(suspended.statusCode).toBe(200);
  // Each open page is told why first, so it signs out at once and says the account is disabled.
  for (const stream of [laptopStream, phoneStream]) {
    const farewell = await stream.next((frame) => frame.event === 'signed-out', 1000);
    expect(JSON.parse(farewell.data!)).toEqual({ code: 'account_disabled', until: null });
  }
  await expect(laptopStream.next(() => false, 1000)).rejects.toThrow('The stream ended');
  await expect(phoneStream.next(() => false, 1000)).rejects.toThrow('The stream ended');
  // The bystander's stream is still open: it waits for a frame until the bound, it is not ended.
  await expect(otherStream.next(() => false, 300)).rejects.toThrow('No matching event arrived in time');
});

it('a stream whose session a suspension ended elsewhere is told so at its next session check', async () => {
  const checking = await buildAppWith({ streamSessionCheckMs: 200 });
  await checking.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => checking.app.server.closeAllConnections());
  const at = `http://127.0.0.1:${(checking.app.server.address() as AddressInfo).port}`;
  const [moderator, tia] = [await buildUser(checking.app), await buildUser(checking.app)];
  await grantModeratorByEmail(checking.db, moderator.email, Date.now());
  const stream = await openStream(`${at}/api/events`, { cookie: tia.cookie });
  streams.push(stream);
  await stream.next((frame) => frame.retry !== undefined);
  // Suspended until a week from now, as another process would have done it: this process's streams are not
  // told at once (the suspension ended them in that process only).
  const until = Date.now() + 7 * 24 * 60 * 60_000;
  await checking.db
    .updateTable('profiles')
    .set({ suspended_at: Date.now(), suspended_until: until, suspension_reason: 'Spam.' })
    .where('id', '=', tia.id)
    .execute();
  await sql`delete from session where "userId" = ${tia.id}`.execute(checking.db);
  const farewell = await stream.next((frame) => frame.event === 'signed-out', 3000);
  expect(JSON.parse(farewell.data!)).toEqual({ code: 'account_disabled', until });
  await expect(stream.next(() => false, 1000)).rejects.toThrow('The stream ended');
});
