import type { AddressInfo } from 'node:net';
import { LEARNING_MESSAGES } from '@teachloop/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAppWith, buildUser } from '../../test/factories';
import { openStream, type TestStream } from '../../test/sse-test-client';

const { app } = await buildAppWith({});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const [ada, bob] = [await buildUser(app), await buildUser(app)];
const streams: TestStream[] = [];
const connect = async (cookie: string) => {
  const stream = await openStream(`${base}/api/events`, { cookie });
  streams.push(stream);
  return stream;
};
afterAll(() => {
  for (const stream of streams) stream.close();
  app.server.closeAllConnections();
});

describe('stream limits and shutdown', () => {
  it('refuses a 21st open stream for one user with 429', async () => {
    for (let i = 0; i < 20; i++) expect((await connect(ada.cookie)).status).toBe(200);
    const refused = await fetch(`${base}/api/events`, { headers: { cookie: ada.cookie } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      LEARNING_MESSAGES.tooManyStreams,
    );
    expect((await connect(bob.cookie)).status).toBe(200);
  });

  it('answers HEAD at once and without holding a stream slot', async () => {
    const carol = await buildUser(app);
    for (let i = 0; i < 25; i++) {
      const head = await fetch(`${base}/api/events`, {
        method: 'HEAD',
        headers: { cookie: carol.cookie },
        signal: AbortSignal.timeout(2000),
      });
      expect(head.status).toBe(404);
    }
    expect((await connect(carol.cookie)).status).toBe(200);
  });

  it('ends open streams when the server closes, instead of waiting for them forever', async () => {
    const other = await buildAppWith({});
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const user = await buildUser(other.app);
    const stream = await openStream(`http://127.0.0.1:${port}/api/events`, { cookie: user.cookie });
    await stream.next((frame) => frame.retry !== undefined);
    await other.app.close();
    await expect(stream.next(() => false)).rejects.toThrow('The stream ended');
  });
});
