import type { AccountSession } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { grantModeratorByEmail } from '../../db/moderators';
import {
  cookieOf,
  expire,
  followResetLink,
  outbox,
  PASSWORD,
  postJson,
  requestReset,
  resetMails,
  resetPassword,
  sessionUser,
  setCookies,
  signedUpUser,
  signIn,
  tokenOf,
} from '../../test/auth-helpers';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { verifyEmailOf } from '../../test/factories';
import { startGooglePeer, throughGoogle } from '../../test/oidc-peer';
import { newPushEndpoint, PUSH_KEYS } from '../../test/push-devices';
import { CREDENTIAL_CHANGES, type CredentialChange } from '../auth/credential-change.service';

/*
 * A push subscription lives exactly as long as its device's session: the row references the session (ON DELETE
 * CASCADE), so every way a session ends takes the device's subscription with it, and no path needs to remember
 * to. This file performs every path that ends a session through its real route, on both engines (so the cascade
 * itself is checked on SQLite, where foreign keys are a pragma, and on PostgreSQL), and checks which devices
 * can still be pushed to. The credential changes are credential-change.service.ts's own list: a new one does not
 * compile here until it has a flow.
 */

const { app, db, config } = await buildTestApp({
  AUTH_RATE_LIMIT_PER_IP: '100000',
  ...(await startGooglePeer()),
});

interface Account {
  id: string;
  email: string;
  /** The device that makes the change (signed in, unless the change is made signed out). */
  cookie: string;
  /** The person's other signed-in device. */
  other: string;
}

/**
 * How a path ends sessions: `change` performs it and answers the cookie of the changing device if it stays
 * signed in (its subscription stays with it), else null (every device of the person is signed out).
 */
interface SessionEnd {
  prepare?: (account: Account) => Promise<void>;
  change: (account: Account) => Promise<string | null>;
}

const send = (method: 'DELETE' | 'PUT' | 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie, origin: TEST_ORIGIN } });

async function devicesOf(cookie: string): Promise<AccountSession[]> {
  const response = await send('GET', '/api/account/sessions', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<{ sessions: AccountSession[] }>().sessions;
}

let moderatorCookie: string | undefined;
async function moderator(): Promise<string> {
  if (!moderatorCookie) {
    const { cookie } = await signedUpUser(app, 'push-end-moderator@example.com');
    await grantModeratorByEmail(db, 'push-end-moderator@example.com', Date.now());
    moderatorCookie = cookie;
  }
  return moderatorCookie;
}

async function confirmEmailChange(account: Account): Promise<void> {
  const newEmail = `moved-${account.email}`;
  const asked = await postJson(
    app,
    '/api/email/change',
    { newEmail, currentPassword: PASSWORD },
    { cookie: account.cookie },
  );
  expect(asked.statusCode).toBe(204);
  const mail = (await outbox(config)).find((sent) => sent.to === newEmail)!;
  const token = new URL(mail.link!).searchParams.get('token')!;
  const verified = await postJson(app, '/api/email/verify', { token }, { cookie: account.cookie });
  expect(verified.json()).toEqual({ changed: true });
}

const CREDENTIAL_PATHS: Record<CredentialChange, SessionEnd> = {
  'password changed': {
    change: async (account) => {
      const body = { currentPassword: PASSWORD, newPassword: 'a brand new password' };
      const response = await postJson(app, '/api/account/password', body, { cookie: account.cookie });
      expect(response.statusCode).toBe(204);
      // The changing device stays signed in on a fresh session, and keeps its subscription.
      return cookieOf(response);
    },
  },
  'password reset': {
    change: async (account) => {
      expect((await requestReset(app, account.email)).statusCode).toBe(200);
      const link = (await resetMails(config)).filter((mail) => mail.to === account.email).at(-1)!.link!;
      const reset = await resetPassword(app, await followResetLink(app, link), 'the owner’s new password');
      expect(reset.statusCode).toBe(200);
      return null;
    },
  },
  'e-mail change confirmed': {
    change: async (account) => {
      await confirmEmailChange(account);
      return account.cookie;
    },
  },
  'Google connected in settings': {
    change: async (account) => {
      const connected = await throughGoogle(app, account.email, { cookie: account.cookie, connect: true });
      expect(connected.headers.location).toBe('/dashboard');
      return account.cookie;
    },
  },
  'Google linked by password': {
    prepare: (account) => verifyEmailOf(db, account),
    change: async (account) => {
      // Signed in through Google on a third browser, which joins the account with the password: both devices
      // that were signed in before are signed out.
      const callback = await throughGoogle(app, account.email);
      const pending = setCookies(callback).find((line) => line.startsWith('teachloop.pending_google_link='));
      const confirmed = await postJson(
        app,
        '/api/google-link/confirm',
        { password: PASSWORD },
        { cookie: pending!.split(';')[0] },
      );
      expect(confirmed.statusCode).toBe(200);
      return null;
    },
  },
  'Google took over an unverified account': {
    change: async (account) => {
      const callback = await throughGoogle(app, account.email);
      expect(callback.headers.location).toBe('/dashboard');
      return null;
    },
  },
  'Google disconnected': {
    prepare: async (account) => {
      const connected = await throughGoogle(app, account.email, { cookie: account.cookie, connect: true });
      expect(connected.headers.location).toBe('/dashboard');
    },
    change: async (account) => {
      const response = await send('DELETE', '/api/account/sign-in-methods/google', account.cookie);
      expect(response.statusCode).toBe(204);
      return account.cookie;
    },
  },
  suspended: {
    change: async (account) => {
      const url = `/api/moderation/users/${account.id}/suspension`;
      const suspended = await send('PUT', url, await moderator(), {
        reason: 'Spam everywhere.',
        until: null,
      });
      expect(suspended.statusCode).toBe(200);
      // Lifted again: the devices stay signed out, so they stay unsubscribed.
      expect((await send('DELETE', url, await moderator())).statusCode).toBe(204);
      return null;
    },
  },
  deleted: {
    change: async (account) => {
      const response = await postJson(
        app,
        '/api/account/delete',
        { password: PASSWORD },
        { cookie: account.cookie },
      );
      expect(response.statusCode).toBe(204);
      return null;
    },
  },
};

/**
 * The paths that end sessions without changing a credential. 'The other device' is always the one that ends
 * here: the flows return the changing device, which stays.
 */
const DEVICE_PATHS = {
  'the other device signs out': {
    change: async (account) => {
      const signedOut = await postJson(app, '/api/auth/sign-out', {}, { cookie: account.other });
      expect(signedOut.statusCode).toBe(200);
      return account.cookie;
    },
  },
  'the other device is ended from the devices page': {
    change: async (account) => {
      const other = (await devicesOf(account.cookie)).find((device) => !device.current)!;
      expect((await send('DELETE', `/api/account/sessions/${other.id}`, account.cookie)).statusCode).toBe(
        204,
      );
      return account.cookie;
    },
  },
  'sign out other devices': {
    change: async (account) => {
      const response = await send('POST', '/api/account/sessions/end-others', account.cookie);
      expect(response.statusCode).toBe(204);
      return account.cookie;
    },
  },
  'the other device comes back after its session expired': {
    change: async (account) => {
      await expire(db, 'session', 'token', tokenOf(account.other));
      expect(await sessionUser(app, account.other)).toBeNull();
      return account.cookie;
    },
  },
} satisfies Record<string, SessionEnd>;

const PATHS: Record<string, SessionEnd> = { ...CREDENTIAL_PATHS, ...DEVICE_PATHS };

let accounts = 0;
async function freshAccount(): Promise<Account> {
  accounts += 1;
  const email = `push-end${accounts}@example.com`;
  const { cookie, user } = await signedUpUser(app, email);
  return { id: user.id, email, cookie, other: '' };
}

async function subscribe(cookie: string): Promise<string> {
  const endpoint = newPushEndpoint();
  const response = await send('POST', '/api/push/subscriptions', cookie, { endpoint, keys: PUSH_KEYS });
  expect(response.statusCode).toBe(201);
  return endpoint;
}

async function stored(endpoint: string): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row !== undefined;
}

describe('a push subscription ends with its device’s session', () => {
  it('covers every credential change the service lists', () => {
    expect(Object.keys(CREDENTIAL_PATHS).sort()).toEqual([...CREDENTIAL_CHANGES].sort());
  });

  it.each(Object.keys(PATHS))('%s', async (name) => {
    const { prepare, change } = PATHS[name]!;
    const account = await freshAccount();
    await prepare?.(account);
    account.other = cookieOf(await signIn(app, account.email));
    const bystander = await signedUpUser(app, `bystander-${accounts}@example.com`);
    const [changing, other, unrelated] = [
      await subscribe(account.cookie),
      await subscribe(account.other),
      await subscribe(bystander.cookie),
    ];

    const kept = await change(account);

    expect(await stored(other), 'the other device’s subscription').toBe(false);
    expect(await stored(changing), 'the changing device’s subscription').toBe(kept !== null);
    expect(await stored(unrelated), 'someone else’s subscription').toBe(true);
    if (kept) {
      // The device that stays signed in is the one the devices page marks.
      const devices = await devicesOf(kept);
      expect(devices.filter((device) => device.push).map((device) => device.current)).toEqual([true]);
    }
  });
});
