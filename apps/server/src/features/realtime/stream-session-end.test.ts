import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  cookieOf,
  expire,
  followResetLink,
  resetMails,
  postJson,
  requestReset,
  resetPassword,
  signIn,
  tokenOf,
} from '../../test/auth-helpers';
import { buildAppWith, buildChallenge, buildUser, TEST_PASSWORD } from '../../test/factories';
import { isChange, openStream, type TestStream } from '../../test/sse-test-client';

/** An app on a real port (streams need one), with its session re-check every `checkMs`. */
async function listening(checkMs?: number) {
  const built = await buildAppWith(checkMs === undefined ? {} : { streamSessionCheckMs: checkMs });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => built.app.server.closeAllConnections());
  return { ...built, base: `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}` };
}

// The re-check at its default of a minute: these streams can only end at once if the end reaches them.
const { app, config, base } = await listening();
// The re-check every 200 ms: how an end this process did not see (expiry, another process) reaches a stream.
const checking = await listening(200);
const streams: TestStream[] = [];
const connect = async (cookie: string, on = base) => {
  const stream = await openStream(`${on}/api/events`, { cookie });
  streams.push(stream);
  await stream.next((frame) => frame.retry !== undefined);
  return stream;
};
afterAll(() => {
  for (const stream of streams) stream.close();
});
const ended = (stream: TestStream, withinMs = 3000) =>
  expect(stream.next(() => false, withinMs)).rejects.toThrow('The stream ended');

describe('a live-update stream ends with its session', () => {
  it('on sign-out, at once, and hears nothing more; the same user on another device keeps theirs', async () => {
    const [ada, bob] = [await buildUser(app), await buildUser(app)];
    const phone = cookieOf(await signIn(app, ada.email, TEST_PASSWORD));
    const laptopStream = await connect(ada.cookie);
    const phoneStream = await connect(phone);
    expect((await postJson(app, '/api/auth/sign-out', {}, { cookie: ada.cookie })).statusCode).toBe(200);
    await ended(laptopStream, 1000);
    // Still signed in on the phone: a challenge from Bob, assigned to Ada, reaches it.
    await buildChallenge(app, bob);
    await phoneStream.next(isChange('teachbacks'));
  });

  it('after a password reset, on every device of that user', async () => {
    const carol = await buildUser(app);
    const other = cookieOf(await signIn(app, carol.email, TEST_PASSWORD));
    const [first, second] = [await connect(carol.cookie), await connect(other)];
    await requestReset(app, carol.email);
    // This app sends mail in its own background: wait for the mail to be written.
    const link = await vi.waitFor(
      async () => (await resetMails(config)).find((mail) => mail.to === carol.email)!.link!,
    );
    const token = await followResetLink(app, link);
    expect((await resetPassword(app, token, 'a brand new password')).statusCode).toBe(200);
    await ended(first, 1000);
    await ended(second, 1000);
  });

  it('when the session expires or is ended elsewhere, at its next check', async () => {
    const dan = await buildUser(checking.app);
    const stream = await connect(dan.cookie, checking.base);
    await expire(checking.db, 'session', 'token', tokenOf(dan.cookie));
    await ended(stream);
  });
});
