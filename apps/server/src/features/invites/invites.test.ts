import {
  INVITE_LIMITS,
  type InvitesResponse,
  type Notification,
  type RealtimeEvent,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/build-test-app';
import { buildAppWith, buildUser, call, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { createInProcessEventBus } from '../realtime/event-bus';

const bus = createInProcessEventBus();
const { app, db } = await buildAppWith({ events: bus });

async function invitesOf(user: TestUser): Promise<InvitesResponse> {
  const response = await call(app, 'GET', '/api/invites', user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvitesResponse>();
}

const codeOf = (invites: InvitesResponse) => new URL(invites.url).searchParams.get('invite')!;

async function notificationsOf(user: TestUser) {
  const response = await call(app, 'GET', '/api/notifications', user);
  return response
    .json<{ notifications: Notification[] }>()
    .notifications.filter((notification) => notification.kind === 'invite_accepted')
    .map(({ text, href }) => ({ text, href }));
}

const invitationRows = () => db.selectFrom('invitations').select(['inviter_id', 'invitee_id']).execute();

describe('GET /api/invites', () => {
  it('refuses a caller who is not signed in', async () => {
    expect((await call(app, 'GET', '/api/invites')).statusCode).toBe(401);
  });

  it('gives each user one stable, unguessable sign-up link on the public address', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const ben = await buildUser(app, { name: 'Ben' });
    const first = await invitesOf(ada);
    expect(first.url).toMatch(new RegExp(`^${TEST_ORIGIN}/signup\\?invite=[A-Za-z0-9_-]{22}$`));
    expect(first.accepted).toEqual([]);
    expect(first.more).toBe(false);
    expect((await invitesOf(ada)).url).toBe(first.url);
    const [again, bens] = await Promise.all([invitesOf(ben), invitesOf(ben)]);
    expect(again.url).toBe(bens.url);
    expect(bens.url).not.toBe(first.url);
  });
});

describe('signing up from an invite link', () => {
  it('records who invited the new account, tells the inviter live and lists the friend to them only', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const code = codeOf(await invitesOf(ada));
    const heard: RealtimeEvent[] = [];
    const stop = bus.subscribe(ada.id, (message) => heard.push(message.event));
    const ana = await buildUser(app, { name: 'Ana Friend', invite: code }).finally(stop);

    const { accepted } = await invitesOf(ada);
    expect(accepted).toEqual([{ id: ana.id, name: 'Ana Friend', joinedAt: expect.any(Number) as number }]);
    expect(Math.abs(accepted[0]!.joinedAt - Date.now())).toBeLessThan(60_000);
    expect(await notificationsOf(ada)).toEqual([
      { text: 'Ana Friend joined Teachloop from your invite', href: '/dashboard' },
    ]);
    expect(heard.map((event) => event.type)).toEqual(expect.arrayContaining(['notifications', 'profile']));
    // Ana's own list and bell hold none of it; nobody else sees Ada's friends.
    expect((await invitesOf(ana)).accepted).toEqual([]);
    expect(await notificationsOf(ana)).toEqual([]);
  });

  it.each([
    ['an unknown code', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed code', 'not-a-code'],
    ['an empty code', ''],
    ['a code too long', 'A'.repeat(500)],
  ])('signs up normally with %s, recording nothing', async (_, code) => {
    const before = await invitationRows();
    const user = await buildUser(app, { name: 'Cy', invite: code });
    expect((await invitesOf(user)).accepted).toEqual([]);
    expect(await invitationRows()).toEqual(before);
  });

  it('answers a sign-up with a valid code exactly as one with an unknown code: no probing accounts', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const code = codeOf(await invitesOf(ada));
    const signUp = (invite: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: TEST_ORIGIN, cookie: `tl_invite=${invite}` },
        remoteAddress: '10.200.0.1',
        payload: { name: 'Probe', email, password: TEST_PASSWORD },
      });
    const valid = await signUp(code, `valid-${Date.now()}@example.com`);
    const unknown = await signUp('BBBBBBBBBBBBBBBBBBBBBB', `unknown-${Date.now()}@example.com`);
    expect([valid.statusCode, unknown.statusCode]).toEqual([200, 200]);
    const shape = (body: string) => Object.keys(JSON.parse(body) as object).sort();
    expect(shape(valid.body)).toEqual(shape(unknown.body));
  });

  it('never lets a user invite themselves: their own code on their own address records nothing', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const code = codeOf(await invitesOf(ada));
    const before = await invitationRows();
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, cookie: `tl_invite=${code}` },
      remoteAddress: '10.200.0.2',
      payload: { name: 'Ada', email: ada.email, password: TEST_PASSWORD },
    });
    // The address is registered: refused with the spec's text, no account, no session.
    expect(again.statusCode).toBe(409);
    expect(again.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringContaining('session_token='));
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: TEST_ORIGIN, cookie: `tl_invite=${code}` },
      remoteAddress: '10.200.0.3',
      payload: { email: ada.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await invitationRows()).toEqual(before);
    expect((await invitesOf(ada)).accepted).toEqual([]);
  });

  it(`lists the newest ${INVITE_LIMITS.accepted} accepted invites first and says when there are more`, async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const code = codeOf(await invitesOf(ada));
    const names: string[] = [];
    for (let i = 0; i <= INVITE_LIMITS.accepted; i += 1) {
      names.push(`Friend ${i}`);
      await buildUser(app, { name: `Friend ${i}`, invite: code });
    }
    const { accepted, more } = await invitesOf(ada);
    expect(more).toBe(true);
    expect(accepted).toHaveLength(INVITE_LIMITS.accepted);
    expect(accepted[0]!.name).toBe(`Friend ${INVITE_LIMITS.accepted}`);
    expect(accepted.map((invite) => invite.name)).not.toContain('Friend 0');
    // Fifty-one real sign-ups, each hashing its password.
  }, 60_000);
});

describe('the data export', () => {
  it('lists the user’s code, the friends their link brought and who invited them, with ISO dates', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const code = codeOf(await invitesOf(ada));
    const ana = await buildUser(app, { name: 'Ana', invite: code });
    const exportOf = async (user: TestUser) =>
      (await call(app, 'GET', '/api/account/export', user)).json<Record<string, unknown>>();
    const iso = expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string;
    const adas = await exportOf(ada);
    expect(adas.inviteCode).toEqual({ code, created_at: iso });
    expect(adas.invitationsSent).toEqual([{ invitee_id: ana.id, created_at: iso }]);
    expect(adas.invitedBy).toEqual([]);
    const anas = await exportOf(ana);
    expect(anas.invitedBy).toEqual([{ inviter_id: ada.id, created_at: iso }]);
    expect(anas.invitationsSent).toEqual([]);
  });
});

describe('deleting an account', () => {
  const deleteAccount = (user: TestUser) =>
    call(app, 'POST', '/api/account/delete', user, { password: TEST_PASSWORD });

  it('takes a friend who leaves off their inviter’s list and bell', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const ana = await buildUser(app, { name: 'Ana', invite: codeOf(await invitesOf(ada)) });
    expect((await invitesOf(ada)).accepted).toHaveLength(1);
    expect((await deleteAccount(ana)).statusCode).toBe(204);
    expect((await invitesOf(ada)).accepted).toEqual([]);
    expect(await notificationsOf(ada)).toEqual([]);
  });

  it('erases an inviter’s link and friends: the old link invites nobody any more', async () => {
    const ada = await buildUser(app, { name: 'Ada' });
    const code = codeOf(await invitesOf(ada));
    const ana = await buildUser(app, { name: 'Ana', invite: code });
    expect((await deleteAccount(ada)).statusCode).toBe(204);
    const rows = db.selectFrom('invitations').select('id');
    expect(await rows.where('inviter_id', '=', ada.id).execute()).toEqual([]);
    expect(await rows.where('invitee_id', '=', ana.id).execute()).toEqual([]);
    expect(await db.selectFrom('invite_codes').select('id').where('id', '=', ada.id).execute()).toEqual([]);
    const later = await buildUser(app, { name: 'Late', invite: code });
    expect(
      await db.selectFrom('invitations').select('id').where('invitee_id', '=', later.id).execute(),
    ).toEqual([]);
  });
});
