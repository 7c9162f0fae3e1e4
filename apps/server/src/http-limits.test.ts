import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { LEARNING_MESSAGES } from '@teachloop/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser } from './test/factories';
import { buildTestApp } from './test/build-test-app';
import { openStream, type TestStream } from './test/sse-test-client';

/** A raw socket to the app: what it received, and when (if ever) the server closed it. */
function rawSocket(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, connected, closed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a slow client cannot hold a connection', () => {
  it('answers 408 and closes a request whose body trickles in past REQUEST_TIMEOUT_SECONDS', async () => {
    const { app } = await buildTestApp({ REQUEST_TIMEOUT_SECONDS: '0.5' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = rawSocket(port);
    await client.connected;
    client.socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    );
    const started = Date.now();
    // One byte every 100 ms: the body would take 10 s to arrive.
    const drip = setInterval(() => client.socket.writable && client.socket.write('{'), 100);
    const answer = await client.closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Long before the 10 s the body would take: the timeout ended it, not the client.
    expect(Date.now() - started).toBeLessThan(5_000);
    await app.close();
  });

  it('drops connections past MAX_CONNECTIONS and accepts again once one closes', async () => {
    const { app } = await buildTestApp({ MAX_CONNECTIONS: '2' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const [first, second] = [rawSocket(port), rawSocket(port)];
    await Promise.all([first.connected, second.connected]);
    await sleep(50);

    const third = rawSocket(port);
    third.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await third.closed).toBe('');

    first.socket.destroy();
    await first.closed;
    await sleep(50);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
    second.socket.destroy();
    await app.close();
  });
});

describe('live-update streams per process', () => {
  const streams: TestStream[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  it('answers 503 with Retry-After past MAX_LIVE_STREAMS, whoever asks, and takes one again when one ends', async () => {
    const { app } = await buildTestApp({ MAX_LIVE_STREAMS: '2' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [ada, bob, cy] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const open = async (cookie: string) => {
      const stream = await openStream(`${base}/api/events`, { cookie });
      streams.push(stream);
      return stream;
    };
    const adasStream = await open(ada.cookie);
    expect(adasStream.status).toBe(200);
    expect((await open(bob.cookie)).status).toBe(200);

    const refused = await fetch(`${base}/api/events`, { headers: { cookie: cy.cookie } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      LEARNING_MESSAGES.streamsFull,
    );

    adasStream.close();
    await sleep(100);
    expect((await open(cy.cookie)).status).toBe(200);
    app.server.closeAllConnections();
  });
});
