import { expect, it } from 'vitest';
import { signIn } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

const LIMIT = 5;
const { app } = await buildTestApp({ TRUST_PROXY: 'loopback', AUTH_RATE_LIMIT_PER_IP: String(LIMIT) });

it('behind a trusted proxy, counts sign-ins by the address the proxy saw, whatever the client wrote before it', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < LIMIT + 3; attempt++) {
    // The client writes any X-Forwarded-For it likes; our proxy (loopback) appends the address it saw.
    const spoofed = `198.51.100.${attempt}, 203.0.113.9`;
    const response = await signIn(app, 'nobody@example.com', 'wrong password', {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': spoofed },
    });
    statuses.push(response.statusCode);
  }
  expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
  expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
});

it('takes the forwarded address only from a trusted proxy, not from a client that connects directly', async () => {
  const direct = { remoteAddress: '192.0.2.77', headers: { 'x-forwarded-for': '203.0.113.200' } };
  for (let attempt = 0; attempt < LIMIT; attempt++) {
    expect((await signIn(app, 'direct@example.com', 'wrong password', direct)).statusCode).toBe(401);
  }
  expect((await signIn(app, 'direct@example.com', 'wrong password', direct)).statusCode).toBe(429);
  // 203.0.113.200 itself was never counted: through the proxy, it still has its own attempts.
  const viaProxy = { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.200' } };
  expect((await signIn(app, 'other@example.com', 'wrong password', viaProxy)).statusCode).toBe(401);
});
