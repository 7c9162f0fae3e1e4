import { AUTH_MESSAGES } from '@teachloop/shared';
import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  deviceCookieOf,
  deviceSetCookie,
  PASSWORD,
  setCookies,
  signedUpUser,
  signIn,
} from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

const TOO_MANY = { error: { code: 'resource_exhausted', message: AUTH_MESSAGES.tooManyAttempts } };
const DEVICE = 'teachloop.device';

const { app } = await buildTestApp();

/** Signs up `email` and signs in once from `home`, as its owner's browser does: returns that device's cookie. */
async function ownerWithDevice(email: string, home: string) {
  const { user } = await signedUpUser(app, email);
  const first = await signIn(app, email, PASSWORD, { remoteAddress: home });
  expect(first.statusCode).toBe(200);
  return { user, device: deviceCookieOf(first) };
}

/** Ten wrong passwords for `email` from `remoteAddress`, each answered 401 (fills that address's bucket). */
async function tenWrongPasswords(email: string, remoteAddress: string, cookie?: string) {
  for (let attempt = 1; attempt <= 10; attempt++) {
    const response = await signIn(app, email, `wrong guess ${attempt}`, { remoteAddress, cookie });
    expect(response.statusCode).toBe(401);
  }
}

function expectLockedOut(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  expect(setCookies(response)).toEqual([]);
}

describe('device cookies (OWASP): strangers cannot lock an owner out of a device they signed in from', () => {
  it('replays the attack: 10 addresses × 10 wrong passwords; the known device signs in, an unknown one is refused', async () => {
    const home = '203.0.113.10';
    const { device } = await ownerWithDevice('owner@example.com', home);
    for (let address = 1; address <= 10; address++) {
      await tenWrongPasswords('owner@example.com', `127.0.0.${address + 1}`);
    }
    // The account's overall ceiling (100) is reached: a device it never signed in from is refused, even at home.
    expectLockedOut(await signIn(app, 'owner@example.com', PASSWORD, { remoteAddress: home }));
    expectLockedOut(await signIn(app, 'owner@example.com', PASSWORD, { remoteAddress: '198.51.100.10' }));
    // The owner's browser, which signed in before, still signs in with the correct password.
    const owner = await signIn(app, 'owner@example.com', PASSWORD, { remoteAddress: home, cookie: device });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({ ok: true });
    // A wrong password from that device (its cookie renewed by the sign-in) is answered as any wrong password
    // is, not with the lockout.
    const renewed = deviceCookieOf(owner);
    const typo = await signIn(app, 'owner@example.com', 'a typo', { remoteAddress: home, cookie: renewed });
    expect(typo.statusCode).toBe(401);
  }, 120_000); // 100+ password checks (argon2id) take a while on a busy machine

  it('sets the cookie HttpOnly, SameSite=Strict, for the auth endpoints only, for 180 days', async () => {
    await signedUpUser(app, 'attributes@example.com');
    const line = deviceSetCookie(await signIn(app, 'attributes@example.com'));
    expect(line).toMatch(
      /^teachloop\.device=[^;]+; Max-Age=15552000; Path=\/api\/auth; HttpOnly; SameSite=Strict$/,
    );
    // A wrong password sets none.
    expect(deviceSetCookie(await signIn(app, 'attributes@example.com', 'wrong password'))).toBeUndefined();
  });

  it('does not trust a forged cookie, one for another account, or one that was replaced', async () => {
    const stranger = '198.51.100.20';
    const { user, device } = await ownerWithDevice('ada@example.com', '203.0.113.20');
    const grace = await ownerWithDevice('grace@example.com', '203.0.113.21');
    await tenWrongPasswords('ada@example.com', stranger);
    expectLockedOut(await signIn(app, 'ada@example.com', PASSWORD, { remoteAddress: stranger }));

    const [userId, nonce] = decodeURIComponent(device.slice(DEVICE.length + 1))
      .split('.')[0]!
      .split(':');
    expect(userId).toBe(user.id);
    const signedWith = (secret: string, value: string) =>
      `${DEVICE}=${encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`)}`;
    const forged = [
      signedWith('a guessed secret', `${user.id}:${nonce}`),
      `${DEVICE}=${encodeURIComponent(`${user.id}:${nonce}`)}`,
      `${DEVICE}=${encodeURIComponent(`${user.id}:made-up.${device.split('.').at(-1)}`)}`,
      grace.device,
    ];
    for (const cookie of forged) {
      expectLockedOut(await signIn(app, 'ada@example.com', PASSWORD, { remoteAddress: stranger, cookie }));
    }

    // The real one works from anywhere, and a correct password replaces it: the old one is trusted no more.
    const again = await signIn(app, 'ada@example.com', PASSWORD, { remoteAddress: stranger, cookie: device });
    expect(again.statusCode).toBe(200);
    const replacement = deviceCookieOf(again);
    expect(replacement).not.toBe(device);
    expectLockedOut(
      await signIn(app, 'ada@example.com', PASSWORD, { remoteAddress: stranger, cookie: device }),
    );
    expect(
      (await signIn(app, 'ada@example.com', PASSWORD, { remoteAddress: stranger, cookie: replacement }))
        .statusCode,
    ).toBe(200);
  });

  it('stops trusting a device after 10 wrong passwords from it, until a correct password signs in again', async () => {
    const stranger = '198.51.100.30';
    const { device } = await ownerWithDevice('lin@example.com', '203.0.113.30');
    await tenWrongPasswords('lin@example.com', stranger);
    // Trusted: its wrong passwords are not refused by the account's full bucket, but they count for the device.
    await tenWrongPasswords('lin@example.com', stranger, device);
    expectLockedOut(
      await signIn(app, 'lin@example.com', PASSWORD, { remoteAddress: stranger, cookie: device }),
    );

    // A correct password from an address with attempts left signs in and issues a trusted cookie again.
    const elsewhere = await signIn(app, 'lin@example.com', PASSWORD, {
      remoteAddress: '203.0.113.31',
      cookie: device,
    });
    expect(elsewhere.statusCode).toBe(200);
    const reissued = deviceCookieOf(elsewhere);
    expect(
      (await signIn(app, 'lin@example.com', PASSWORD, { remoteAddress: stranger, cookie: reissued }))
        .statusCode,
    ).toBe(200);
  });
});
