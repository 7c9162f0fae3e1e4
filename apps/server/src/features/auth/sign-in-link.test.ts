import { AUTH_MESSAGES, SIGN_IN_LINK_TEXTS } from '@teachloop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieOf,
  deviceCookieOf,
  outbox,
  postJson,
  sessionUser,
  setCookies,
  signedUpUser,
  signIn,
  signUp,
} from '../../test/auth-helpers';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { suspendUser } from '../../test/moderation-state';
import {
  requestSignInLink,
  signInLinkMails,
  tokenOfLink,
  useSignInLink,
} from '../../test/sign-in-link-helpers';

const { app, db, config } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const INVALID = { error: { code: 'invalid_argument', message: SIGN_IN_LINK_TEXTS.linkInvalid } };
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

/** Asks for a link for `email` and returns the one mail it sent. */
async function mailedLink(email: string) {
  const before = (await signInLinkMails(config, email)).length;
  expect((await requestSignInLink(app, email)).statusCode).toBe(200);
  const mails = await signInLinkMails(config, email);
  expect(mails).toHaveLength(before + 1);
  return mails.at(-1)!.link!;
}

describe("'Email me a sign-in link'", () => {
  it('answers alike for an account and an unknown address, and mails only the account, a link to the landing page', async () => {
    await signedUpUser(app, 'linked@example.com');
    const known = await requestSignInLink(app, 'linked@example.com');
    const unknown = await requestSignInLink(app, 'nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(setCookies(known)).toEqual([]);
    const mails = await signInLinkMails(config);
    expect(mails.map((mail) => mail.to)).toEqual(['linked@example.com']);
    const link = mails[0]!.link!;
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/sign-in-link\\?token=[\\w-]{43}$`));
    expect(mails[0]!.text).toContain(link);
    expect(mails[0]!.text).toContain('15 minutes');
    expect(mails[0]!.html).toContain(`href="${link}"`);
  });

  it('signs the browser in with a session cookie and a device cookie, once', async () => {
    const { user } = await signedUpUser(app, 'once@example.com');
    const link = await mailedLink('once@example.com');
    const used = await useSignInLink(app, link, { remoteAddress: '198.51.100.20' });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ ok: true });
    expect((await sessionUser(app, cookieOf(used)))?.id).toBe(user.id);
    expect(deviceCookieOf(used)).toMatch(/^teachloop\.device=/);

    const again = await useSignInLink(app, link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect(setCookies(again)).toEqual([]);
  });

  it('gives one use to concurrent presses of the same link', async () => {
    await signedUpUser(app, 'race@example.com');
    const link = await mailedLink('race@example.com');
    const answers = await Promise.all(Array.from({ length: 5 }, () => useSignInLink(app, link)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('expires after 15 minutes', async () => {
    await signedUpUser(app, 'expiring@example.com');
    await signedUpUser(app, 'fresh@example.com');
    const late = await mailedLink('expiring@example.com');
    const inTime = await mailedLink('fresh@example.com');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * MINUTE - 5_000);
    expect((await useSignInLink(app, inTime)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 5_001);
    const expired = await useSignInLink(app, late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(INVALID);
  });

  it('mails one link per account every 5 minutes; further requests answer the same and send nothing', async () => {
    await signedUpUser(app, 'spaced@example.com');
    const first = await requestSignInLink(app, 'spaced@example.com', { remoteAddress: '198.51.100.31' });
    for (let attempt = 0; attempt < 5; attempt++) {
      const again = await requestSignInLink(app, 'spaced@example.com', { remoteAddress: '198.51.100.32' });
      expect(again.body).toBe(first.body);
    }
    const sent = await signInLinkMails(config, 'spaced@example.com');
    expect(sent).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * MINUTE + 1_000);
    await requestSignInLink(app, 'spaced@example.com');
    expect(await signInLinkMails(config, 'spaced@example.com')).toHaveLength(2);
    // The first mail's link still works (for its 15 minutes).
    expect((await useSignInLink(app, sent[0]!.link!)).statusCode).toBe(200);
  });

  it("mails the account's own address (verified, or the unverified one it has), never a pending change's", async () => {
    // Unverified: the address it signed up with is the only one it has.
    expect((await signUp(app, { email: 'unverified@example.com' })).statusCode).toBe(200);
    await mailedLink('unverified@example.com');

    // Verified, then a change to another address started and not confirmed.
    const { cookie } = await signedUpUser(app, 'mover@example.com');
    const verifyLink = (await outbox(config)).find(
      (mail) => mail.to === 'mover@example.com' && mail.link?.includes('/verify-email'),
    )!.link!;
    const verifyToken = new URL(verifyLink).searchParams.get('token')!;
    expect((await postJson(app, '/api/email/verify', { token: verifyToken }, { cookie })).statusCode).toBe(
      200,
    );
    const change = await postJson(
      app,
      '/api/email/change',
      { newEmail: 'pending@example.com', currentPassword: 'correct horse battery' },
      { cookie },
    );
    expect(change.statusCode).toBe(204);
    expect((await requestSignInLink(app, 'pending@example.com')).statusCode).toBe(200);
    expect(await signInLinkMails(config, 'pending@example.com')).toEqual([]);
    const link = await mailedLink('mover@example.com');
    expect((await useSignInLink(app, link)).statusCode).toBe(200);
    expect((await signInLinkMails(config)).every((mail) => !mail.to.startsWith('pending'))).toBe(true);
  });

  it('signs nothing in for a suspended account', async () => {
    const { user } = await signedUpUser(app, 'suspended@example.com');
    const link = await mailedLink('suspended@example.com');
    await suspendUser(db, user.id);
    const refused = await useSignInLink(app, link);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: { code: 'permission_denied', message: AUTH_MESSAGES.userDisabled },
    });
    expect(setCookies(refused)).toEqual([]);
  });

  it('refuses a made-up or malformed token, and a malformed address, writing nothing', async () => {
    const madeUp = await useSignInLink(app, `${TEST_ORIGIN}/sign-in-link?token=${'x'.repeat(43)}`);
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toEqual(INVALID);
    for (const token of ['', 'y'.repeat(201)]) {
      const bad = await postJson(app, '/api/auth/sign-in-link/verify', { token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual(INVALID);
    }
    const badAddress = await requestSignInLink(app, 'not an address');
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().error.message).toBe(AUTH_MESSAGES.invalidEmail);
    expect(tokenOfLink(`${TEST_ORIGIN}/sign-in-link?token=abc`)).toBe('abc');
  });

  it('a browser that signed in by link is a known device: its device cookie is trusted at the next sign-in', async () => {
    await signedUpUser(app, 'known@example.com');
    const link = await mailedLink('known@example.com');
    const device = deviceCookieOf(await useSignInLink(app, link, { remoteAddress: '198.51.100.60' }));
    const ok = await signIn(app, 'known@example.com', undefined, {
      cookie: device,
      remoteAddress: '198.51.100.61',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('sign-in link requests per client address', async () => {
  const limited = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '3' });
  it('answers 429 after the address has asked too often; another address goes on', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect(
        (
          await requestSignInLink(limited.app, `someone${attempt}@example.com`, {
            remoteAddress: '198.51.100.70',
          })
        ).statusCode,
      ).toBe(200);
    const refused = await requestSignInLink(limited.app, 'someone@example.com', {
      remoteAddress: '198.51.100.70',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(
      (await requestSignInLink(limited.app, 'someone@example.com', { remoteAddress: '198.51.100.71' }))
        .statusCode,
    ).toBe(200);
  });
});
