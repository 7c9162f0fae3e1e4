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
  await expect(laptopStream.next(() => false, 1000)).rejects.toThrow('The stream ended');
  await expect(phoneStream.next(() => false, 1000)).rejects.toThrow('The stream ended');
  // The bystander's stream is still open: it waits for a frame until the bound, it is not ended.
  await expect(otherStream.next(() => false, 300)).rejects.toThrow('No matching event arrived in time');
});
