import { describe, expect, it, onTestFinished } from 'vitest';
import { signIn } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { buildPeerApp } from '../../test/peer-app';

const { app, db, config } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });

async function peer() {
  const started = await buildPeerApp(config);
  onTestFinished(started.close);
  return started;
}

describe('auth rate limits are stored in the database', () => {
  it('hold across several server processes sharing one database', async () => {
    const other = await peer();
    const remoteAddress = '203.0.113.20';
    expect((await signIn(app, 'a@example.com', 'some password', { remoteAddress })).statusCode).toBe(401);
    expect((await signIn(other.app, 'b@example.com', 'some password', { remoteAddress })).statusCode).toBe(
      401,
    );
    expect((await signIn(app, 'c@example.com', 'some password', { remoteAddress })).statusCode).toBe(401);
    expect((await signIn(other.app, 'd@example.com', 'some password', { remoteAddress })).statusCode).toBe(
      429,
    );
    expect((await signIn(app, 'e@example.com', 'some password', { remoteAddress })).statusCode).toBe(429);
  });

  it('hold across a restart', async () => {
    const remoteAddress = '203.0.113.21';
    const before = await peer();
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await signIn(before.app, email, 'some password', { remoteAddress })).statusCode).toBe(401);
    }
    await before.close();

    const after = await peer();
    const refused = await signIn(after.app, 'd@example.com', 'some password', { remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keep their counters in the rate_limits table, by address and by account', async () => {
    const remoteAddress = '203.0.113.22';
    await signIn(app, 'counted@example.com', 'some password', { remoteAddress });
    const rows = await db
      .selectFrom('rate_limits')
      .select(['key', 'count'])
      .where('key', 'in', [`sign-in:ip:${remoteAddress}`, 'sign-in:account:counted@example.com'])
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'sign-in:account:counted@example.com', count: 1 },
      { key: `sign-in:ip:${remoteAddress}`, count: 1 },
    ]);
  });
});
