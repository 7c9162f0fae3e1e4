import { AUTH_MESSAGES } from '@teachloop/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieOf,
  deviceCookieOf,
  PASSWORD,
  sessionUser,
  setCookies,
  signedUpUser,
  signIn,
} from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { requestSignInLink, signInLinkMails, useSignInLink } from '../../test/sign-in-link-helpers';

const TOO_MANY = { error: { code: 'resource_exhausted', message: AUTH_MESSAGES.tooManyAttempts } };
const MINUTE = 60_000;
const { app, config } = await buildTestApp();

afterEach(() => {
  vi.useRealTimers();
});

/** The owner signs up and signs in once from home: their browser keeps the device cookie. */
async function ownerWithKnownBrowser(email: string) {
  const { user } = await signedUpUser(app, email);
  const first = await signIn(app, email, PASSWORD, { remoteAddress: '203.0.113.1' });
  expect(first.statusCode).toBe(200);
  return { user, device: deviceCookieOf(first) };
}

/** `count` wrong passwords for `email`, spread in turn over `addresses` client addresses of the attacker. */
async function attack(email: string, addresses: number, count: number, offset = 0) {
  const answers: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const slot = (attempt + offset) % addresses;
    const remoteAddress = `10.${(slot >> 8) & 255}.${slot & 255}.${addresses % 250}`;
    answers.push((await signIn(app, email, `wrong guess ${attempt}`, { remoteAddress })).statusCode);
  }
  return answers;
}

function expectThrottled(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual(TOO_MANY);
  expect(setCookies(response)).toEqual([]);
}

describe('a stranger cannot lock the owner out', () => {
  for (const addresses of [1, 50, 200]) {
    it(`110 wrong passwords from ${addresses} address(es): the owner gets in from a known browser, and from a new one`, async () => {
      const email = `owner-${addresses}@example.com`;
      const { user, device } = await ownerWithKnownBrowser(email);
      const answers = await attack(email, addresses, 110);
      // Only attempts the limiter let through reach the password check; the rest are 429.
      expect(answers.every((status) => status === 401 || status === 429)).toBe(true);

      // The known browser: its device cookie skips the account's limits.
      const known = await signIn(app, email, PASSWORD, { cookie: device, remoteAddress: '203.0.113.2' });
      expect(known.statusCode).toBe(200);
      expect((await sessionUser(app, cookieOf(known)))?.id).toBe(user.id);

      // A new browser, by password: from one address the stranger's refused attempts counted for nothing (10
      // reached the account's limit of 100), so it passes; spread wider, the account's limit is full.
      const newBrowser = await signIn(app, email, PASSWORD, { remoteAddress: '198.51.100.9' });
      if (addresses === 1) expect(newBrowser.statusCode).toBe(200);
      else expectThrottled(newBrowser);

      // A new browser, by the e-mailed sign-in link: always.
      expect((await requestSignInLink(app, email, { remoteAddress: '198.51.100.10' })).statusCode).toBe(200);
      const [mail] = await signInLinkMails(config, email);
      const used = await useSignInLink(app, mail!.link!, { remoteAddress: '198.51.100.10' });
      expect(used.statusCode).toBe(200);
      expect((await sessionUser(app, cookieOf(used)))?.id).toBe(user.id);
      // It is a known browser from now on: the password signs it in while the account's limit is still full.
      const nowKnown = await signIn(app, email, PASSWORD, {
        cookie: deviceCookieOf(used),
        remoteAddress: '198.51.100.10',
      });
      expect(nowKnown.statusCode).toBe(200);
    }, 120_000); // 100+ password checks (argon2id) take a while on a busy machine
  }

  it('a refused attempt does not extend the lock: hammering until the window ends leaves the next one open', async () => {
    const email = 'hammered@example.com';
    await ownerWithKnownBrowser(email);
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    expect((await attack(email, 50, 100)).every((status) => status === 401)).toBe(true);
    // The account's limit is full; every minute of its window the attacker tries again from new addresses.
    for (let minute = 1; minute < 15; minute++) {
      vi.setSystemTime(start + minute * MINUTE);
      expect(await attack(email, 50, 10, 100 + minute * 10)).toEqual(Array(10).fill(429));
      expectThrottled(await signIn(app, email, PASSWORD, { remoteAddress: '198.51.100.40' }));
    }
    // The window of the first attempt has passed: the owner's new browser gets in at once.
    vi.setSystemTime(start + 15 * MINUTE + 1_000);
    expect((await signIn(app, email, PASSWORD, { remoteAddress: '198.51.100.40' })).statusCode).toBe(200);
  }, 120_000); // 100+ password checks (argon2id) take a while on a busy machine
});
