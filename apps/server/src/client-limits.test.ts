import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { LEARNING_MESSAGES } from '@teachloop/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_IMAGES } from './test/sample-images';
import { buildTestApp, TEST_ORIGIN } from './test/build-test-app';
import { buildUser, call } from './test/factories';

/** Two loopback addresses: two clients of one test server. */
const ALICE_ADDRESS = '127.0.0.1';
const MALLORY_ADDRESS = '127.0.0.2';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listening(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A raw socket from `localAddress`: what it received, and (`closed`) all of it once the server closed it. */
async function rawSocket(port: number, localAddress = MALLORY_ADDRESS) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  let received = '';
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, closed };
}

/** A GET on a connection of its own from `localAddress`; `close` ends it (a live-update stream stays open). */
function getFrom(port: number, path: string, localAddress: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: http.IncomingHttpHeaders;
    body: Promise<string>;
    close(): void;
  }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers, localAddress, agent: false });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: new Promise((done) => response.on('end', () => done(body))),
        close: () => request.destroy(),
      });
    });
  });
}

describe('connections per client address (MAX_CONNECTIONS_PER_ADDRESS)', () => {
  it('closes a connection past the cap at once, still serves another address, and accepts again when one ends', async () => {
    const { app } = await buildTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '2' });
    const port = await listening(app);
    const held = [await rawSocket(port), await rawSocket(port)];
    await sleep(50);

    const third = await rawSocket(port);
    third.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await third.closed).toBe('');

    const alice = await getFrom(port, '/healthz', ALICE_ADDRESS);
    expect(alice.status).toBe(200);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await sleep(50);
    expect((await getFrom(port, '/healthz', MALLORY_ADDRESS)).status).toBe(200);
    held[1]!.socket.destroy();
    await app.close();
  });

  it('does not cap a trusted proxy’s address, which every client behind it shares', async () => {
    const { app } = await buildTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '2', TRUST_PROXY: 'loopback' });
    const port = await listening(app);
    const held = [await rawSocket(port), await rawSocket(port), await rawSocket(port)];
    await sleep(50);
    expect((await getFrom(port, '/healthz', MALLORY_ADDRESS)).status).toBe(200);
    for (const client of held) client.socket.destroy();
    await app.close();
  });
});

describe('how long a body may take to arrive', () => {
  it('answers a JSON body that has not arrived within BODY_TIMEOUT_SECONDS with 408, closes, and writes nothing', async () => {
    const { app } = await buildTestApp({ BODY_TIMEOUT_SECONDS: '0.3' });
    const port = await listening(app);
    const ada = await buildUser(app, { name: 'Ada' });
    const body = JSON.stringify({ displayName: 'Slow Name' });
    const client = await rawSocket(port, ALICE_ADDRESS);
    client.socket.write(
      `PATCH /api/profile HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\nCookie: ${ada.cookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, -1)}`,
    );
    // The last byte never comes: the whole-request timeout (60 s) would wait far longer than this test.
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"code":"request_timeout"');
    const profile = await call(app, 'GET', '/api/profile', ada);
    expect(profile.json<{ profile: { displayName: string } }>().profile.displayName).toBe('Ada');
    await app.close();
  });

  it('lets an upload take longer than that (uploads keep REQUEST_TIMEOUT_SECONDS)', async () => {
    const { app } = await buildTestApp({ BODY_TIMEOUT_SECONDS: '0.3' });
    const port = await listening(app);
    const ada = await buildUser(app);
    const png = Buffer.from(SAMPLE_IMAGES.png);
    const client = await rawSocket(port, ALICE_ADDRESS);
    client.socket.write(
      `POST /api/images HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\nCookie: ${ada.cookie}\r\n` +
        `Content-Type: application/octet-stream\r\nContent-Length: ${png.length}\r\nConnection: close\r\n\r\n`,
    );
    client.socket.write(png.subarray(0, 10));
    await sleep(800);
    client.socket.write(png.subarray(10));
    expect(await client.closed).toMatch(/^HTTP\/1\.1 201 /);
    await app.close();
  });

  it('closes the connection when it answers before the body has arrived, instead of waiting for the rest', async () => {
    const { app } = await buildTestApp();
    const port = await listening(app);
    const client = await rawSocket(port, ALICE_ADDRESS);
    client.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\n` +
        'Content-Type: text/plain\r\nContent-Length: 100\r\n\r\nhello',
    );
    // 415 at once; the 95 bytes still owed are not waited for (10 s body deadline, 60 s request timeout).
    expect(await client.closed).toMatch(/^HTTP\/1\.1 415 /);
    await app.close();
  });
});

describe('live-update streams per client address (MAX_LIVE_STREAMS_PER_ADDRESS)', () => {
  const open: { close(): void }[] = [];
  afterAll(() => {
    for (const stream of open) stream.close();
  });

  it('answers 429 with Retry-After past the cap from one address, whichever accounts ask, and serves another address', async () => {
    const { app } = await buildTestApp({ MAX_LIVE_STREAMS_PER_ADDRESS: '2' });
    const port = await listening(app);
    const [ada, bob, cy] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const stream = async (cookie: string, address: string) => {
      const response = await getFrom(port, '/api/events', address, { cookie });
      open.push(response);
      return response;
    };
    const first = await stream(ada.cookie, ALICE_ADDRESS);
    expect(first.status).toBe(200);
    expect((await stream(bob.cookie, ALICE_ADDRESS)).status).toBe(200);

    const refused = await stream(cy.cookie, ALICE_ADDRESS);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect((JSON.parse(await refused.body) as { error: { message: string } }).error.message).toBe(
      LEARNING_MESSAGES.tooManyStreams,
    );
    expect((await stream(cy.cookie, MALLORY_ADDRESS)).status).toBe(200);

    first.close();
    await sleep(100);
    expect((await stream(cy.cookie, ALICE_ADDRESS)).status).toBe(200);
    app.server.closeAllConnections();
  });
});
