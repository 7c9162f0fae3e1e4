import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { grantModeratorByEmail } from '../../db/moderators';
import {
  cookieOf,
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
} from '../../test/auth-helpers';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { verifyEmailOf } from '../../test/factories';
import { startGooglePeer, throughGoogle } from '../../test/oidc-peer';
import { requestSignInLink, signInLinkMails, useSignInLink } from '../../test/sign-in-link-helpers';
import { authOptions } from './auth.service';
import {
  CREDENTIAL_CHANGES,
  EMAIL_TOKEN_KINDS,
  TOKEN_KINDS,
  VERIFICATION_TOKEN_KINDS,
  type CredentialChange,
  type TokenKind,
} from './credential-change.service';

/*
 * The credential-change matrix: every credential change ends every outstanding link of the account and every
 * session but the browser that made it. For each pair of a token kind and a change, on a fresh account: the
 * token is issued through its own endpoint, the change is made through its real route (Google through a real
 * OpenID Connect provider), then the token is used through its endpoint and refused, and the account's other
 * session gets 401. The lists come from credential-change.service.ts; the scans below fail when the source gains
 * a token kind or a credential-changing path this matrix does not cover.
 */

const { app, db, config } = await buildTestApp({
  AUTH_RATE_LIMIT_PER_IP: '100000',
  ...(await startGooglePeer()),
});

let accounts = 0;
interface Account {
  id: string;
  email: string;
  /** The browser that makes the change (signed in, unless the change is made signed out). */
  cookie: string;
}

const mailsTo = async (to: string, subject: string) =>
  (await outbox(config)).filter((mail) => mail.to === to && mail.subject === subject);
const tokenIn = (link: string) => new URL(link).searchParams.get('token')!;
const verify = (token: string, cookie?: string) => postJson(app, '/api/email/verify', { token }, { cookie });
/** Asks, with the password, to move the account to `newEmail`; returns the token mailed there. */
async function askEmailChange(account: Account, newEmail: string): Promise<string> {
  const body = { newEmail, currentPassword: PASSWORD };
  const asked = await postJson(app, '/api/email/change', body, { cookie: account.cookie });
  expect(asked.statusCode).toBe(204);
  const [mail] = await mailsTo(newEmail, 'Confirm your new Teachloop e-mail');
  return tokenIn(mail!.link!);
}
const call = (method: 'DELETE' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie, origin: TEST_ORIGIN } });

/** Reset mail is spaced per account (5 minutes); a second reset in one test starts a new window first. */
async function forgetResetSpacing(userId: string) {
  await db.deleteFrom('rate_limits').where('key', '=', `reset-mail:user:${userId}`).execute();
}

/** Issues a token of the kind for the account; returns its use, answered as the endpoint answers it. */
type Issue = (account: Account) => Promise<() => Promise<LightMyRequestResponse>>;

const TOKENS: Record<TokenKind, Issue> = {
  'reset link': async (account) => {
    expect((await requestReset(app, account.email)).statusCode).toBe(200);
    const link = (await resetMails(config)).filter((mail) => mail.to === account.email).at(-1)!.link!;
    const token = await followResetLink(app, link);
    return () => resetPassword(app, token, 'a password set by the link');
  },
  'verification link': async (account) => {
    const [mail] = await mailsTo(account.email, 'Verify your Teachloop e-mail');
    return () => verify(tokenIn(mail!.link!));
  },
  'e-mail change link': async (account) => {
    const token = await askEmailChange(account, `moved-${account.email}`);
    return () => verify(token);
  },
  'sign-in link': async (account) => {
    expect((await requestSignInLink(app, account.email)).statusCode).toBe(200);
    const link = (await signInLinkMails(config, account.email)).at(-1)!.link!;
    return () => useSignInLink(app, link);
  },
};

/**
 * Each credential change through its real route. `prepare` brings the account to where the change can be made,
 * before any token is issued; `change` makes it and returns the cookie of the browser that stays signed in, if
 * any.
 */
interface Change {
  prepare?: (account: Account) => Promise<void>;
  change: (account: Account) => Promise<string | null>;
}

let moderatorCookie: string | undefined;
async function moderator() {
  if (!moderatorCookie) {
    const { cookie } = await signedUpUser(app, 'matrix-moderator@example.com');
    await grantModeratorByEmail(db, 'matrix-moderator@example.com', Date.now());
    moderatorCookie = cookie;
  }
  return moderatorCookie;
}

const CHANGES: Record<CredentialChange, Change> = {
  'password changed': {
    change: async (account) => {
      const response = await postJson(
        app,
        '/api/account/password',
        { currentPassword: PASSWORD, newPassword: 'a brand new password' },
        { cookie: account.cookie },
      );
      expect(response.statusCode).toBe(204);
      return cookieOf(response);
    },
  },
  'password reset': {
    change: async (account) => {
      await forgetResetSpacing(account.id);
      expect((await requestReset(app, account.email)).statusCode).toBe(200);
      const link = (await resetMails(config)).filter((mail) => mail.to === account.email).at(-1)!.link!;
      const reset = await resetPassword(app, await followResetLink(app, link), 'the owner’s new password');
      expect(reset.statusCode).toBe(200);
      return null;
    },
  },
  'e-mail change confirmed': {
    change: async (account) => {
      const token = await askEmailChange(account, `confirmed-${account.email}`);
      expect((await verify(token, account.cookie)).json()).toEqual({ changed: true });
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
    // Only an account whose address is verified waits for its password (an unverified one is taken over).
    prepare: (account) => verifyEmailOf(db, account),
    change: async (account) => {
      const callback = await throughGoogle(app, account.email);
      const pending = setCookies(callback).find((line) => line.startsWith('teachloop.pending_google_link='));
      expect(pending).toBeDefined();
      const confirmed = await postJson(
        app,
        '/api/google-link/confirm',
        { password: PASSWORD },
        { cookie: pending!.split(';')[0] },
      );
      expect(confirmed.statusCode).toBe(200);
      return cookieOf(confirmed);
    },
  },
  'Google took over an unverified account': {
    change: async (account) => {
      const callback = await throughGoogle(app, account.email);
      expect(callback.headers.location).toBe('/dashboard');
      // The Google user starts a fresh account: nothing of the squatter's.
      expect((await sessionUser(app, cookieOf(callback)))?.id).not.toBe(account.id);
      return null;
    },
  },
  'Google disconnected': {
    prepare: async (account) => {
      const connected = await throughGoogle(app, account.email, { cookie: account.cookie, connect: true });
      expect(connected.headers.location).toBe('/dashboard');
    },
    change: async (account) => {
      const response = await call('DELETE', '/api/account/sign-in-methods/google', account.cookie);
      expect(response.statusCode).toBe(204);
      return account.cookie;
    },
  },
  suspended: {
    change: async (account) => {
      const cookie = await moderator();
      const url = `/api/moderation/users/${account.id}/suspension`;
      const suspended = await call('PUT', url, cookie, { reason: 'Spam everywhere.', until: null });
      expect(suspended.statusCode).toBe(200);
      // Lifted again: what the suspension ended must stay ended, not merely be refused while it lasts.
      expect((await call('DELETE', url, cookie)).statusCode).toBe(204);
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

async function freshAccount(): Promise<Account> {
  accounts++;
  const email = `matrix${accounts}@example.com`;
  const { cookie, user } = await signedUpUser(app, email);
  return { id: user.id, email, cookie };
}

describe('every token kind works until a credential change', () => {
  it.each(Object.keys(TOKENS) as TokenKind[])('a %s works when nothing changed', async (kind) => {
    const account = await freshAccount();
    const use = await TOKENS[kind](account);
    expect((await use()).statusCode).toBe(200);
  });
});

describe('every credential change ends every token and every other session', () => {
  const pairs = CREDENTIAL_CHANGES.flatMap((change) =>
    (Object.keys(TOKENS) as TokenKind[]).map((kind) => [change, kind] as const),
  );
  it.each(pairs)('%s ends a %s and the other sessions', async (changeName, kind) => {
    const account = await freshAccount();
    const { prepare, change } = CHANGES[changeName];
    await prepare?.(account);
    const other = cookieOf(await signIn(app, account.email));
    const use = await TOKENS[kind](account);

    const kept = await change(account);

    expect((await use()).statusCode).toBe(400);
    expect(await sessionUser(app, other)).toBeNull();
    expect((await app.inject({ url: '/api/account/sessions', headers: { cookie: other } })).statusCode).toBe(
      401,
    );
    if (kept) expect((await sessionUser(app, kept))?.id).toBe(account.id);
  });
});

/** Every source file of the server, but tests and test support. */
function serverSources(): { file: string; text: string }[] {
  const root = path.resolve(import.meta.dirname, '../..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !['test', 'seed', 'generate'].includes(entry.name)) walk(full);
      else if (entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
        files.push(full);
    }
  };
  walk(root);
  return files.map((file) => ({
    file: path.relative(root, file).split(path.sep).join('/'),
    text: fs.readFileSync(file, 'utf8'),
  }));
}

/**
 * What changes a credential in the source, and the only files where it may: each is one of the changes above,
 * performed by the matrix. A new call anywhere else fails until it ends credentials, is added to
 * CREDENTIAL_CHANGES with a flow here, and listed.
 */
const CREDENTIAL_WRITES: { what: string; pattern: RegExp; files: string[] }[] = [
  {
    what: 'Better Auth changes a password',
    pattern: /\bapi\.(changePassword|setPassword|resetPassword)\b/,
    files: ['features/account/account.service.ts'],
  },
  {
    what: 'a password reset completes (Better Auth calls the hook)',
    pattern: /\bonPasswordReset\b/,
    files: ['features/auth/auth.service.ts', 'app.ts'],
  },
  {
    what: 'the account moves to another address',
    pattern: /updateUser\([^)]*\{[^}]*\bemail\s*:/s,
    files: ['features/email-verification/email-address.service.ts'],
  },
  {
    what: 'Better Auth links a sign-in method (link-social)',
    pattern: /\bonAccountLinked\b|\blinkAccount\(|\bcreateAccount\(/,
    files: ['features/auth/auth.service.ts', 'app.ts'],
  },
  {
    what: 'Google is linked by the password',
    pattern: /(?<!function )\binsertGoogleAccount\(/,
    files: ['features/auth/google-link.service.ts'],
  },
  {
    what: 'a Google sign-in takes over an unverified account',
    pattern: /\bonGoogleTakeover\b|(?<!function )\bdeleteTakenOverAccount\(/,
    files: ['features/auth/auth.service.ts', 'app.ts'],
  },
  {
    what: 'Google is disconnected',
    pattern: /(?<!function )\bdeleteGoogleAccount\(/,
    files: ['features/auth/google-link.service.ts'],
  },
  {
    what: 'an account is suspended',
    pattern: /(?<!function )\bsetSuspension\(/,
    files: ['features/moderation/suspension.service.ts'],
  },
  {
    what: 'an account is deleted',
    pattern: /(?<!function )\beraseOwnRows\(/,
    files: ['features/account/delete-account.service.ts'],
  },
  {
    what: 'SQL that writes sign-in methods or a password (Better Auth’s account table)',
    pattern: /\b(insert into|update|delete from)\s+"?account"?\s/i,
    files: ['features/auth/google-link.repo.ts', 'features/account/delete-account.repo.ts'],
  },
];

describe('the matrix covers every token kind and every credential change', () => {
  it('has a flow for each credential change and each token kind the service ends', () => {
    expect(Object.keys(CHANGES).sort()).toEqual([...CREDENTIAL_CHANGES].sort());
    expect(Object.keys(TOKENS).sort()).toEqual(Object.keys(TOKEN_KINDS).sort());
    // Each e-mail link purpose has a kind of its own (the type makes a new purpose name one).
    expect(new Set(Object.values(EMAIL_TOKEN_KINDS)).size).toBe(Object.keys(EMAIL_TOKEN_KINDS).length);
  });

  it('finds every credential-changing call only where a listed change makes it', () => {
    const strays = serverSources().flatMap(({ file, text }) =>
      CREDENTIAL_WRITES.filter(({ pattern, files }) => pattern.test(text) && !files.includes(file)).map(
        ({ what }) => `${file}: ${what}`,
      ),
    );
    expect(strays).toEqual([]);
  });

  it('knows every verification-table prefix and every e-mail link purpose the source issues', () => {
    const sources = serverSources();
    const prefixes = new Set(
      sources.flatMap(({ text }) =>
        [...text.matchAll(/identifier\s+like\s+\$\{'([\w-]+:)%'\}/g)].map((match) => match[1]!),
      ),
    );
    expect([...prefixes].filter((prefix) => !(prefix in VERIFICATION_TOKEN_KINDS))).toEqual([]);
    // A purpose given to, or compared with, an e-mail link: `purpose: 'x'`, `'purpose', '=', 'x'`.
    const purposes = new Set(
      sources.flatMap(({ text }) =>
        [...text.matchAll(/purpose'?(?:\s*:|,\s*'=',)\s*'([\w-]+)'/g)].map((match) => match[1]!),
      ),
    );
    expect(purposes).toContain('sign-in');
    expect([...purposes].filter((purpose) => !(purpose in EMAIL_TOKEN_KINDS))).toEqual([]);
  });

  it('knows every Better Auth plugin: a new one may issue tokens of its own', () => {
    const ids = (authOptions(config, db).plugins ?? []).map((plugin) => plugin.id).sort();
    expect(ids).toEqual([
      'generic-oauth',
      'teachloop-profile',
      'teachloop-sign-in-link',
      'teachloop-suspension-guard',
    ]);
  });
});
