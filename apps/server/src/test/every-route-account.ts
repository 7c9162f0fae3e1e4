import type { CreateChallengeResponse } from '@teachloop/shared';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { loadAuthSecret } from '../auth-secret';
import { unsubscribeToken } from '../features/notifications/unsubscribe-token';
import { deviceCookieOf, outbox, PASSWORD } from './auth-helpers';
import { validCircle } from './circles';
import { validChallenge, type TestUser } from './factories';
import { newPushEndpoint, PUSH_KEYS } from './push-devices';
import { authPost, sessionCookieOf, type Hit } from './every-route';

type Query = Record<string, string>;

/** Find a Circle and its filters, then an open and a private circle through every membership change. */
export async function circles(hit: Hit, ada: TestUser, ben: TestUser, cy: TestUser, dee: TestUser) {
  for (const query of [{}, { level: 'Beginner' }, { q: 'Circle 1' }] as Query[]) {
    const page = (await hit('GET /api/circles', ada, { query })).json<{ nextCursor: string | null }>();
    if (page.nextCursor) await hit('GET /api/circles', ada, { query: { ...query, cursor: page.nextCursor } });
  }
  const open = {
    id: (await hit('POST /api/circles', ada, { body: validCircle })).json<{ circle: { id: string } }>().circle
      .id,
  };
  await hit('GET /api/circles/:id', ada, { params: open });
  await hit('POST /api/circles/:id/join', ben, { params: open });
  await hit('POST /api/circles/:id/join', dee, { params: open });
  await hit('GET /api/circles/leaderboard', dee);
  await hit('POST /api/circles/:id/leave', dee, { params: open });
  // In no circle now: the leaderboard ranks everyone instead.
  await hit('GET /api/circles/leaderboard', dee);
  await hit('POST /api/circles/:id/transfer', ada, { params: open, body: { userId: ben.id } });
  await hit('POST /api/circles/:id/close', ben, { params: open });

  const body = { ...validCircle, name: 'Private study', privacy: 'private' };
  const closed = {
    id: (await hit('POST /api/circles', cy, { body })).json<{ circle: { id: string } }>().circle.id,
  };
  for (const [user, action] of [
    [ben, 'approve'],
    [dee, 'decline'],
  ] as const) {
    await hit('POST /api/circles/:id/requests', user, { params: closed });
    const detail = await hit('GET /api/circles/:id', cy, { params: closed });
    const requestId = detail.json<{ requests: { id: string }[] }>().requests[0]?.id;
    if (!requestId) throw new Error(`no join request to ${action}: ${detail.body}`);
    await hit(`POST /api/circles/:id/requests/:requestId/${action}`, cy, {
      params: { ...closed, requestId },
    });
  }
}

/** The bell, its list and preferences, and the e-mail's signed unsubscribe link. */
export async function notifications(hit: Hit, user: TestUser, config: Config) {
  const page = (await hit('GET /api/notifications', user, { query: { limit: '1' } })).json<{
    notifications: { id: string }[];
    nextCursor: string | null;
  }>();
  if (page.nextCursor) await hit('GET /api/notifications', user, { query: { cursor: page.nextCursor } });
  await hit('GET /api/notifications/unread', user);
  await hit('POST /api/notifications/:id/read', user, {
    params: { id: page.notifications[0]!.id },
    status: 204,
  });
  await hit('POST /api/notifications/read-all', user, { status: 204 });
  await hit('GET /api/notification-preferences', user);
  await hit('PUT /api/notification-preferences', user, {
    body: { preferences: [{ kind: 'review_received', delivery: 'email', push: false }] },
  });
  await hit('GET /api/quiet-hours', user);
  await hit('PUT /api/quiet-hours', user, { body: { start: 23, end: 7 } });
  const kind = 'weekly_summary';
  const t = unsubscribeToken(loadAuthSecret(config), user.id, kind);
  await hit('POST /api/unsubscribe', undefined, { query: { u: user.id, k: kind, t } });
}

/** Every endpoint the auth bridge lets through: sign-in and out, a password reset, Google (not configured here). */
export async function auth(
  hit: Hit,
  ada: TestUser,
  dee: TestUser,
  config: Config,
  drain: () => Promise<void>,
) {
  await authPost(hit, 'sign-up/email', { name: 'Eve', email: 'eve@example.com', password: PASSWORD });
  const signedIn = await authPost(hit, 'sign-in/email', { email: ada.email, password: PASSWORD });
  const cookie = sessionCookieOf(signedIn);
  // Again from the browser that just signed in: its device cookie is checked, then replaced.
  const device = deviceCookieOf(signedIn);
  await hit(
    'POST /api/auth/*',
    { ...ada, cookie: device },
    { params: { '*': 'sign-in/email' }, body: { email: ada.email, password: PASSWORD } },
  );
  await hit('GET /api/session', { ...ada, cookie });
  await hit('POST /api/auth/*', { ...ada, cookie }, { params: { '*': 'sign-out' }, body: {} });

  await authPost(hit, 'request-password-reset', { email: dee.email, redirectTo: '/reset-password' });
  await drain();
  const link = new URL((await outbox(config)).at(-1)!.link!);
  const redirect = await hit('GET /api/auth/*', undefined, {
    params: { '*': `${link.pathname.slice(10)}${link.search}` },
  });
  const token = new URL(String(redirect.headers.location), config.publicUrl).searchParams.get('token')!;
  await authPost(hit, 'reset-password', { token, newPassword: 'another correct horse' });

  // 'Email me a sign-in link': asked for, mailed after the response, then used from its landing page.
  await authPost(hit, 'sign-in-link/request', { email: dee.email });
  await drain();
  const signInMail = (await outbox(config)).findLast(
    (mail) => mail.subject === 'Your Teachloop sign-in link',
  )!;
  const signInToken = new URL(signInMail.link!).searchParams.get('token')!;
  await authPost(hit, 'sign-in-link/verify', { token: signInToken });

  const google = { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' };
  await authPost(hit, 'sign-in/social', google, 404);
  await hit('GET /api/auth/*', undefined, { params: { '*': 'callback/google' } });
}

/**
 * The account page: devices (list, end one, end the others), the data export, the time zone, and a password
 * change last.
 */
export async function account(hit: Hit, user: TestUser) {
  const other = sessionCookieOf(
    await authPost(hit, 'sign-in/email', { email: user.email, password: PASSWORD }),
  );
  await authPost(hit, 'sign-in/email', { email: user.email, password: PASSWORD });
  // Push on both devices, then off again on one: the devices list flags the other.
  await hit('GET /api/push/key', user);
  const push = { endpoint: newPushEndpoint(), keys: PUSH_KEYS };
  await hit('POST /api/push/subscriptions', user, { body: push, status: 201 });
  await hit('POST /api/push/unsubscribe', user, { body: { endpoint: push.endpoint }, status: 204 });
  await hit('POST /api/push/subscriptions', user, { body: push, status: 201 });
  const otherPush = { endpoint: newPushEndpoint(), keys: PUSH_KEYS };
  await hit('POST /api/push/subscriptions', { ...user, cookie: other }, { body: otherPush, status: 201 });
  const { sessions } = (await hit('GET /api/account/sessions', user)).json<{
    sessions: { id: string; current: boolean }[];
  }>();
  const otherId = sessions.find((session) => !session.current)!.id;
  await hit(
    'DELETE /api/account/sessions/:id',
    { ...user, cookie: other },
    { params: { id: otherId }, status: 204 },
  );
  await hit('POST /api/account/sessions/end-others', user, { status: 204 });
  await hit('GET /api/account/export', user);
  await hit('GET /api/account/time-zone', user);
  await hit('PUT /api/account/time-zone', user, { body: { timeZone: 'Europe/Berlin' } });
  await hit('POST /api/account/password', user, {
    body: { currentPassword: PASSWORD, newPassword: 'a changed correct horse' },
    status: 204,
  });
}

/**
 * Deletes `user`'s account last, with work in every state a deletion handles: their own challenge still with
 * a peer (withdrawn) and a peer's teach-back assigned to them (handed on).
 */
export async function deleteAccount(hit: Hit, user: TestUser, peer: TestUser, lookup: Db) {
  await hit('POST /api/challenges', user, { body: validChallenge });
  const theirs = (
    await hit('POST /api/challenges', peer, { body: validChallenge })
  ).json<CreateChallengeResponse>();
  await lookup
    .updateTable('teachbacks')
    .set({ assignee_id: user.id })
    .where('id', '=', theirs.teachback!.id)
    .execute();
  await hit('POST /api/account/delete', user, { body: { password: PASSWORD }, status: 204 });
}
