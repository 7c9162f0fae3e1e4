import { SIGN_IN_METHOD_MESSAGES } from '@teachloop/shared';
import { createHmac, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  cookieOf,
  outbox,
  postJson,
  SESSION_COOKIE,
  sessionUser,
  setCookies,
  signedUpUser,
  signIn,
  userRows,
} from '../../test/auth-helpers';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { deleteTakenOverAccount } from '../account/delete-account.service';
import { createInProcessEventBus } from '../realtime/event-bus';
import { createOpenStreams } from '../realtime/open-streams';
import { loadAuthSecret } from '../../auth-secret';
import { providersOf } from './google-link.repo';
import { settleGoogleIdentity, type GoogleIdentity } from './google-linking.service';
import { pendingLinkCookie, type PendingLink } from './google-pending-link';

const { app, db, config } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const postgres = config.database.kind === 'postgres';
const secret = loadAuthSecret(config);
let subjects = 0;

/** Google's answer for an address: a fresh subject, verified by Google unless told otherwise. */
function google(email: string, emailVerified = true): GoogleIdentity {
  subjects++;
  return { subject: `google-subject-${subjects}`, email, emailVerified };
}

/** The app's own deletion path, as app.ts hands it to Better Auth's Google sign-in (Google is not configured here). */
const deletion = {
  db,
  openStreams: createOpenStreams(),
  events: createInProcessEventBus(),
  log: app.log,
  random: Math.random,
  now: Date.now,
};
const settle = (identity: GoogleIdentity) =>
  settleGoogleIdentity(db, 'google', identity, {
    takeOver: (userId) => deleteTakenOverAccount(deletion, userId),
  });

async function markVerified(userId: string) {
  await sql`update "user" set "emailVerified" = ${postgres ? true : 1} where id = ${userId}`.execute(db);
}

/** A verified password account ('their own password'), and the Google sign-in that waits for that password. */
async function verifiedOwnerMetByGoogle(email: string) {
  const owner = await signedUpUser(app, email, 'their own password');
  await markVerified(owner.user.id);
  const identity = google(email);
  const link = { userId: owner.user.id, email, providerId: 'google', subject: identity.subject };
  return { owner, identity, link };
}

/** The cookie header a browser sends back with a pending link from the Google callback. */
function pendingCookie(link: Omit<PendingLink, 'expiresAt'>, expiresAt = Date.now() + 60_000) {
  return pendingLinkCookie({ ...link, expiresAt }, secret, false).split(';')[0]!;
}

/** A session as a Google sign-in opens it (Google itself is not configured in server tests): its cookie. */
async function googleSession(userId: string) {
  const token = randomUUID();
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 3_600_000).toISOString();
  await sql`
    insert into session (id, token, "userId", "expiresAt", "createdAt", "updatedAt")
    values (${randomUUID()}, ${token}, ${userId}, ${expires}, ${now}, ${now})`.execute(db);
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}

const confirm = (cookie: string | undefined, body: object) =>
  postJson(app, '/api/google-link/confirm', body, { cookie });

const methods = async (cookie: string) =>
  (await app.inject({ url: '/api/account/sign-in-methods', headers: { cookie } })).json();

describe('a Google sign-in with the address of an account nobody verified', () => {
  it('deletes the squatter’s account as deletion does: nothing of it passes on, the address is free', async () => {
    const squatter = await signedUpUser(app, 'owner1@example.com', 'the squatter’s password');
    const bio = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: squatter.cookie, origin: TEST_ORIGIN },
      payload: { displayName: 'Squatter Name' },
    });
    expect(bio.statusCode).toBeLessThan(300);
    const identity = google('owner1@example.com');

    const outcome = await settle(identity);

    expect(outcome).toEqual({ kind: 'taken-over', userId: squatter.user.id });
    expect(await sessionUser(app, squatter.cookie)).toBeNull();
    expect((await signIn(app, 'owner1@example.com', 'the squatter’s password')).statusCode).toBe(401);
    expect(await providersOf(db, squatter.user.id)).toEqual([]);
    // The address belongs to no account now: Better Auth signs the Google user up afresh, with nothing of the
    // squatter's (no profile row, so no name, bio, challenges or invite link).
    expect((await userRows(db)).some((row) => row.email === 'owner1@example.com')).toBe(false);
    expect(await db.selectFrom('profiles').select('id').where('id', '=', squatter.user.id).execute()).toEqual(
      [],
    );
    expect(await settle(identity)).toEqual({ kind: 'as-usual' });
  });

  it('ends the e-mail links the squatter asked for: a change of address cannot move the account away', async () => {
    const squatter = await signedUpUser(app, 'owner9@example.com', 'the squatter’s password');
    const asked = await postJson(
      app,
      '/api/email/change',
      { newEmail: 'squatter9@example.com', currentPassword: 'the squatter’s password' },
      { cookie: squatter.cookie },
    );
    expect(asked.statusCode).toBe(204);
    const link = (await outbox(config)).find((mail) => mail.to === 'squatter9@example.com')!.link!;

    await settle(google('owner9@example.com'));

    const used = await postJson(app, '/api/email/verify', { token: new URL(link).searchParams.get('token') });
    expect(used.statusCode).toBe(400);
    expect((await userRows(db)).some((row) => row.email === 'squatter9@example.com')).toBe(false);
  });

  it('never takes it with an address Google did not verify: nothing changes', async () => {
    const owner = await signedUpUser(app, 'owner2@example.com', 'a password of theirs');
    expect(await settle(google('owner2@example.com', false))).toEqual({ kind: 'refused' });
    expect(await sessionUser(app, owner.cookie)).not.toBeNull();
    expect(await providersOf(db, owner.user.id)).toEqual(['credential']);
  });
});

describe('a Google sign-in with the address of a verified password account', () => {
  it('links nothing by itself: it waits for the password', async () => {
    const owner = await signedUpUser(app, 'owner3@example.com', 'their own password');
    await markVerified(owner.user.id);
    expect(await settle(google('owner3@example.com'))).toMatchObject({
      kind: 'needs-password',
      userId: owner.user.id,
    });
    expect(await settle(google('owner3@example.com', false))).toEqual({ kind: 'refused' });
    expect(await providersOf(db, owner.user.id)).toEqual(['credential']);
    expect(await sessionUser(app, owner.cookie)).not.toBeNull();
  });

  it('links Google once the password is proved, and signs the user in', async () => {
    const { owner, identity, link } = await verifiedOwnerMetByGoogle('owner4@example.com');

    const wrong = await confirm(pendingCookie(link), { password: 'not their password' });
    expect(wrong.statusCode).toBe(401);
    expect(setCookies(wrong)).toEqual([]);
    expect(await providersOf(db, owner.user.id)).toEqual(['credential']);

    const right = await confirm(pendingCookie(link), { password: 'their own password' });
    expect(right.statusCode).toBe(200);
    expect(await sessionUser(app, cookieOf(right))).toMatchObject({ id: owner.user.id });
    expect(setCookies(right).some((line) => /^teachloop\.pending_google_link=;/.test(line))).toBe(true);
    expect((await providersOf(db, owner.user.id)).sort()).toEqual(['credential', 'google']);
    expect(await settle(identity)).toEqual({ kind: 'as-usual' });
    // A second submit of the same link (a double click) signs in again and links nothing more.
    const again = await confirm(pendingCookie(link), { password: 'their own password' });
    expect(again.statusCode).toBe(200);
    expect((await providersOf(db, owner.user.id)).sort()).toEqual(['credential', 'google']);
    // Linking was a credential change: the session opened before it ended; the one the password opened lives.
    expect(await sessionUser(app, owner.cookie)).toBeNull();
    expect(await methods(cookieOf(again))).toEqual({ password: true, google: true, googleAvailable: false });
  });

  it('refuses a missing, forged or expired pending link, and a body without a password, writing nothing', async () => {
    const owner = await signedUpUser(app, 'owner5@example.com', 'their own password');
    const link = {
      userId: owner.user.id,
      email: 'owner5@example.com',
      providerId: 'google',
      subject: 'forged',
    };
    const forged = pendingCookie(link).replace(/.{4}$/, 'AAAA');
    for (const cookie of [undefined, forged, pendingCookie(link, Date.now() - 1)]) {
      const response = await confirm(cookie, { password: 'their own password' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(SIGN_IN_METHOD_MESSAGES.linkExpired);
    }
    for (const body of [{}, { password: '' }, { password: 42 }]) {
      expect((await confirm(pendingCookie(link), body)).statusCode).toBe(400);
    }
    expect(await providersOf(db, owner.user.id)).toEqual(['credential']);
  });
});

describe('the settings’ sign-in methods', () => {
  it('disconnects Google while a password remains, and never the last way in', async () => {
    const { link } = await verifiedOwnerMetByGoogle('both@example.com');
    const linked = await confirm(pendingCookie(link), { password: 'their own password' });
    expect(linked.statusCode).toBe(200);
    const both = { cookie: cookieOf(linked) };

    const unlink = (cookie: string) =>
      app.inject({
        method: 'DELETE',
        url: '/api/account/sign-in-methods/google',
        headers: { cookie, origin: TEST_ORIGIN },
      });
    expect((await unlink(both.cookie)).statusCode).toBe(204);
    expect(await methods(both.cookie)).toEqual({ password: true, google: false, googleAvailable: false });

    // An account with Google as its only way in (as a first Google sign-in makes it).
    const only = await signedUpUser(app, 'googleonly@example.com', 'a password to drop');
    await sql`update account set "providerId" = 'google', "accountId" = 'only-subject', password = null
      where "userId" = ${only.user.id}`.execute(db);
    const last = await unlink(await googleSession(only.user.id));
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toBe(SIGN_IN_METHOD_MESSAGES.lastMethod);
    expect(await providersOf(db, only.user.id)).toEqual(['google']);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await app.inject({ url: '/api/account/sign-in-methods' })).statusCode).toBe(401);
  });
});
