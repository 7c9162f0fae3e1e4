import { AUTH_MESSAGES } from '@teachloop/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestReset, signedUpUser, signIn, signUp, userRows } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

const TOO_MANY = { error: { code: 'resource_exhausted', message: AUTH_MESSAGES.tooManyAttempts } };

/** Each call comes from a new client address, so only the per-account limit can apply. */
let nextAddress = 1;
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function expectRefused(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('per-account limits (client address limit at its default of 30)', async () => {
  const { app } = await buildTestApp();
  await signedUpUser(app, 'ada@example.com', 'the right password');
  await signedUpUser(app, 'grace@example.com', 'the right password');
  await signedUpUser(app, 'spread@example.com', 'the right password');
  await signedUpUser(app, 'regular@example.com', 'the right password');

  it("refuses a stranger's 11th wrong password for an account, while its owner still signs in from home", async () => {
    const stranger = '198.51.100.66';
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await signIn(app, 'ada@example.com', `guess ${attempt}`, { remoteAddress: stranger });
      expect(response.statusCode).toBe(401);
    }
    const eleventh = await signIn(app, 'ada@example.com', 'the right password', { remoteAddress: stranger });
    expectRefused(eleventh, 15 * 60);
    expect(eleventh.headers['set-cookie']).toBeUndefined();
    // The account is the same in any letter case.
    expectRefused(await signIn(app, 'ADA@Example.com', 'x', { remoteAddress: stranger }), 15 * 60);
    // The owner, from their own address, is not locked out by the stranger.
    expect(
      (await signIn(app, 'ada@example.com', 'the right password', { remoteAddress: '203.0.113.5' }))
        .statusCode,
    ).toBe(200);
    // Another account is not affected.
    expect(
      (await signIn(app, 'grace@example.com', 'the right password', { remoteAddress: stranger })).statusCode,
    ).toBe(200);
  });

  it('stops guessing spread over many addresses at a much higher ceiling of 100 per account', async () => {
    for (let attempt = 1; attempt <= 100; attempt++) {
      const response = await signIn(app, 'spread@example.com', `guess ${attempt}`, {
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode).toBe(401);
    }
    expectRefused(
      await signIn(app, 'spread@example.com', 'the right password', { remoteAddress: freshAddress() }),
      15 * 60,
    );
  }, 60_000); // 101 password checks (argon2id) take a few seconds on a busy machine

  it('never counts a correct password: signing in again and again is never refused', async () => {
    const home = '203.0.113.77';
    for (let attempt = 1; attempt <= 32; attempt++) {
      expect(
        (await signIn(app, 'regular@example.com', 'the right password', { remoteAddress: home })).statusCode,
      ).toBe(200);
    }
  });

  it('groups IPv6 addresses by /64: a stranger rotating addresses in one /64 is refused; the owner elsewhere is not', async () => {
    await signedUpUser(app, 'v6@example.com', 'the right password');
    for (let attempt = 1; attempt <= 10; attempt++) {
      const remoteAddress = `2001:db8:66:1::${attempt.toString(16)}`;
      expect((await signIn(app, 'v6@example.com', `guess ${attempt}`, { remoteAddress })).statusCode).toBe(
        401,
      );
    }
    expectRefused(
      await signIn(app, 'v6@example.com', 'the right password', { remoteAddress: '2001:db8:66:1:ffff::1' }),
      15 * 60,
    );
    expect(
      (await signIn(app, 'v6@example.com', 'the right password', { remoteAddress: '2001:db8:66:2::1' }))
        .statusCode,
    ).toBe(200);
  });

  it('never refuses a reset request for an account: many from a few addresses get the same answer', async () => {
    await signedUpUser(app, 'forgetful@example.com');
    const unknown = await requestReset(app, 'nobody-here@example.com', { remoteAddress: '198.51.100.69' });
    const stranger = '198.51.100.67';
    for (let attempt = 1; attempt <= 12; attempt++) {
      const response = await requestReset(app, 'forgetful@example.com', { remoteAddress: stranger });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(unknown.body);
    }
    const owner = await requestReset(app, 'forgetful@example.com', { remoteAddress: '203.0.113.8' });
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toBe(unknown.body);
  });

  it('refuses the 6th sign-up attempt for one e-mail from one address within an hour', async () => {
    const from = { remoteAddress: '198.51.100.68' };
    expect((await signUp(app, { email: 'eager@example.com' }, from)).statusCode).toBe(200);
    for (let attempt = 2; attempt <= 5; attempt++) {
      // A registered address is told so; each such answer still counts, so probing addresses is bounded.
      expect((await signUp(app, { email: 'eager@example.com' }, from)).statusCode).toBe(409);
    }
    expectRefused(await signUp(app, { email: 'eager@example.com' }, from), 60 * 60);
    // From elsewhere the e-mail is still answered, not refused.
    expect(
      (await signUp(app, { email: 'eager@example.com' }, { remoteAddress: freshAddress() })).statusCode,
    ).toBe(409);
  });
});

describe('per-address limits (AUTH_RATE_LIMIT_PER_IP=3)', async () => {
  const { app, db } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });

  it('refuses the 4th sign-in from one address across different e-mails; other addresses go on', async () => {
    const remoteAddress = '203.0.113.7';
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await signIn(app, email, 'some password', { remoteAddress })).statusCode).toBe(401);
    }
    expectRefused(await signIn(app, 'd@example.com', 'some password', { remoteAddress }), 15 * 60);
    expect(
      (await signIn(app, 'd@example.com', 'some password', { remoteAddress: '198.51.100.4' })).statusCode,
    ).toBe(401);
  });

  it('counts each action separately and limits sign-up and reset requests by address too', async () => {
    const remoteAddress = '203.0.113.8';
    for (const email of ['s1@example.com', 's2@example.com', 's3@example.com']) {
      expect((await signUp(app, { email }, { remoteAddress })).statusCode).toBe(200);
    }
    expectRefused(await signUp(app, { email: 's4@example.com' }, { remoteAddress }), 15 * 60);
    expect((await userRows(db)).map((row) => row.email)).not.toContain('s4@example.com');

    for (const email of ['s1@example.com', 's2@example.com', 'nobody@example.com']) {
      expect((await requestReset(app, email, { remoteAddress })).statusCode).toBe(200);
    }
    expectRefused(await requestReset(app, 's3@example.com', { remoteAddress }), 15 * 60);
  });
});
