import {
  PUSH_MESSAGES,
  type Notification,
  type NotificationKind,
  type NotificationPreferences,
  type PushPayload,
} from '@teachloop/shared';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDb } from '../../db/create-db';
import { rememberTestDb } from '../../test/app-databases';
import { buildTestApp } from '../../test/build-test-app';
import { testLogStream } from '../../test/error-logs';
import { buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';
import {
  decryptPush,
  newBrowserKeys,
  startLocalPushService,
  verifyVapid,
} from '../../test/local-push-service';
import { notify } from '../notifications/notify.service';

/*
 * Pushes go out as real Web Push messages: web-push encrypts and signs them, and sends them over HTTPS to a push
 * service on 127.0.0.1 (allowed through PUSH_EXTRA_ENDPOINT_HOSTS), where the test decrypts them as a browser
 * would (RFC 8291) and checks the VAPID token against the server's public key.
 */
const HOUR = 60 * 60 * 1000;
const pushService = await startLocalPushService();
let clock = Date.parse('2026-07-01T12:00:00Z');
const base = await buildTestApp({ PUSH_EXTRA_ENDPOINT_HOSTS: pushService.host });
const { db, config } = base;
const deps = { config, logStream: testLogStream, now: () => clock, pushAgent: pushService.agent };
const app = await buildApp({ ...deps, db });
rememberTestDb(app, db, config);
await app.ready();
// A second server process on the same database, with its own scheduler (and, on PostgreSQL, its own pool).
const onPostgres = process.env.TEST_DATABASE === 'postgres';
const peerDb = onPostgres ? createDb(config.database) : db;
const peer = await buildApp({ ...deps, db: peerDb });
await peer.ready();
afterAll(async () => {
  await peer.close();
  if (onPostgres) await peerDb.destroy();
  await app.close();
});

/** Moves the clock forward to the next instant whose UTC time is hh:mm. */
function advanceToUtc(hour: number, minute = 0): void {
  const day = new Date(clock);
  let next = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  if (next <= clock) next += 24 * HOUR;
  clock = next;
}

/** Subscribes the user's session (device) as a browser does, on an endpoint answering `status` (201 unless given). */
async function subscribe(user: TestUser, status?: number) {
  const keys = newBrowserKeys();
  const endpoint = pushService.endpoint(status);
  const response = await call(app, 'POST', '/api/push/subscriptions', user, { endpoint, keys: keys.json });
  expect(response.statusCode, response.body).toBe(201);
  return { keys, endpoint };
}

function pushesTo(endpoint: string) {
  const path = new URL(endpoint).pathname;
  return pushService.received.filter((push) => push.path === path);
}

async function notificationsOf(user: TestUser): Promise<Notification[]> {
  const response = await call(app, 'GET', '/api/notifications', user);
  expect(response.statusCode).toBe(200);
  return response.json<{ notifications: Notification[] }>().notifications;
}

/** Tells the user something through the one gate every feature uses; answers the stored notification's id. */
async function tell(
  user: TestUser,
  kind: NotificationKind,
  text = `Something about ${kind}`,
): Promise<string> {
  await db
    .transaction()
    .execute((trx) => notify(trx, { userId: user.id, kind, text, href: '/dashboard', now: clock }));
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', user.id)
    .where('text', '=', text)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function pushAtOf(id: string): Promise<number | null> {
  const row = await db
    .selectFrom('notifications')
    .select('push_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.push_at === null ? null : Number(row.push_at);
}

describe('a notification is pushed to the devices of its user', () => {
  it('sends a review received as an encrypted, VAPID-signed Web Push message that opens its page', async () => {
    advanceToUtc(12);
    const ada = await buildUser(app, { name: 'Ada' });
    const ben = await buildUser(app, { name: 'Ben' });
    const { feedbackId } = await completedTeachback(app, db, ada, ben, { title: 'Heaps' });
    const device = await subscribe(ben);
    clock += 1000;
    expect((await review(app, ada, feedbackId, { rating: 4, comment: 'Clear' })).statusCode).toBe(200);
    const received = (await notificationsOf(ben)).find((n) => n.kind === 'review_received')!;
    expect(await pushAtOf(received.id)).toBe(clock);

    const done = await app.jobs.runOnce();

    expect(done.pushes).toBe(1);
    const [push, ...more] = pushesTo(device.endpoint);
    expect(more).toEqual([]);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe(String(12 * 60 * 60));
    const { publicKey } = (await call(app, 'GET', '/api/push/key', ben)).json<{ publicKey: string }>();
    const claims = verifyVapid(push!.headers.authorization, publicKey);
    expect(claims.aud).toBe(`https://${pushService.host}`);
    expect(claims.sub).toBe(config.push.subject);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    const payload = JSON.parse(decryptPush(push!.body, device.keys)) as PushPayload;
    expect(payload).toEqual({
      title: 'Teachloop',
      body: 'You received a 4-star review on “Heaps”',
      href: '/feedback?tab=received',
      tag: 'review_received:/feedback?tab=received',
      id: received.id,
    });
    expect(payload.body).toBe(received.text);
    expect(payload.href).toBe(received.href);

    // Sent once: the claim took it off the due list.
    expect(await pushAtOf(received.id)).toBeNull();
    expect((await app.jobs.runOnce()).pushes).toBe(0);
    expect(pushesTo(device.endpoint)).toHaveLength(1);
  });

  it('reaches every device of the user, and removes a subscription the push service says is gone', async () => {
    advanceToUtc(12);
    const cy = await buildUser(app, { name: 'Cy' });
    const working = await subscribe(cy);
    const gone = await subscribe(cy, 410);
    const unknown = await subscribe(cy, 404);
    const failing = await subscribe(cy, 500);
    const id = await tell(cy, 'review_reply');

    expect((await app.jobs.runOnce()).pushes).toBe(1);

    expect(pushesTo(working.endpoint)).toHaveLength(1);
    for (const device of [gone, unknown, failing]) expect(pushesTo(device.endpoint)).toHaveLength(1);
    const left = await db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', cy.id)
      .execute();
    expect(left.map((row) => row.endpoint).sort()).toEqual([working.endpoint, failing.endpoint].sort());
    // At most once: the push service's failure is not retried.
    expect(await pushAtOf(id)).toBeNull();
    await app.jobs.runOnce();
    expect(pushesTo(failing.endpoint)).toHaveLength(1);
  });

  it('skips a device whose session has expired', async () => {
    advanceToUtc(12);
    const kai = await buildUser(app);
    const device = await subscribe(kai);
    const expired = new Date(clock - 1000);
    // Better Auth's session table: ISO text on SQLite, timestamptz on PostgreSQL.
    await sql`update session set "expiresAt" = ${onPostgres ? expired : expired.toISOString()}
      where "userId" = ${kai.id}`.execute(db);
    const id = await tell(kai, 'review_received');
    expect((await app.jobs.runOnce()).pushes).toBe(0);
    expect(pushesTo(device.endpoint)).toEqual([]);
    expect(await pushAtOf(id)).toBeNull();
  });

  it('pushes nothing, and writes no push time, for a user without a subscription', async () => {
    const dee = await buildUser(app, { name: 'Dee' });
    const id = await tell(dee, 'teachback_assigned');
    expect(await pushAtOf(id)).toBeNull();
  });

  it('does not push a notification read before the job came', async () => {
    advanceToUtc(12);
    const eve = await buildUser(app, { name: 'Eve' });
    const device = await subscribe(eve);
    const id = await tell(eve, 'review_received');
    expect((await call(app, 'POST', `/api/notifications/${id}/read`, eve)).statusCode).toBe(204);

    expect((await app.jobs.runOnce()).pushes).toBe(0);
    expect(pushesTo(device.endpoint)).toEqual([]);
    expect(await pushAtOf(id)).toBeNull();
  });

  it('two schedulers running at once push each notification once', async () => {
    advanceToUtc(12);
    const devices = [];
    for (let i = 0; i < 6; i += 1) {
      const user = await buildUser(app);
      devices.push(await subscribe(user));
      await tell(user, 'teachback_assigned');
      await tell(user, 'review_reply');
    }

    const [first, second] = await Promise.all([app.jobs.runOnce(), peer.jobs.runOnce()]);

    expect(first.pushes! + second.pushes!).toBe(12);
    for (const device of devices) expect(pushesTo(device.endpoint)).toHaveLength(2);
  });
});

describe('push switches per kind', () => {
  const pushOf = (preferences: NotificationPreferences, kind: NotificationKind) =>
    preferences.preferences.find((preference) => preference.kind === kind)!.push;

  it('answers each kind’s push switch, its default until the user chooses', async () => {
    const fay = await buildUser(app);
    const response = await call(app, 'GET', '/api/notification-preferences', fay);
    expect(response.statusCode).toBe(200);
    const preferences = response.json<NotificationPreferences>();
    expect(pushOf(preferences, 'review_received')).toBe(true);
    expect(pushOf(preferences, 'badge_earned')).toBe(false);
    expect(pushOf(preferences, 'streak_ending')).toBe(true);
  });

  it('a kind switched off is not pushed; switched back to its default, the stored choice goes', async () => {
    advanceToUtc(12);
    const gus = await buildUser(app);
    const device = await subscribe(gus);
    const off = await call(app, 'PUT', '/api/notification-preferences', gus, {
      preferences: [
        { kind: 'review_reply', delivery: 'in_app', push: false },
        { kind: 'badge_earned', delivery: 'in_app', push: true },
      ],
    });
    expect(off.statusCode).toBe(200);
    expect(pushOf(off.json<NotificationPreferences>(), 'review_reply')).toBe(false);
    expect(pushOf(off.json<NotificationPreferences>(), 'badge_earned')).toBe(true);

    const reply = await tell(gus, 'review_reply');
    const badge = await tell(gus, 'badge_earned');
    expect(await pushAtOf(reply)).toBeNull();
    expect(await pushAtOf(badge)).toBe(clock);
    await app.jobs.runOnce();
    const texts = pushesTo(device.endpoint).map(
      (push) => (JSON.parse(decryptPush(push.body, device.keys)) as PushPayload).body,
    );
    expect(texts).toEqual(['Something about badge_earned']);

    // A PUT without `push` keeps the switch; sending the default again deletes the stored choice.
    const kept = await call(app, 'PUT', '/api/notification-preferences', gus, {
      preferences: [{ kind: 'review_reply', delivery: 'email' }],
    });
    expect(pushOf(kept.json<NotificationPreferences>(), 'review_reply')).toBe(false);
    await call(app, 'PUT', '/api/notification-preferences', gus, {
      preferences: [
        { kind: 'review_reply', delivery: 'email', push: true },
        { kind: 'badge_earned', delivery: 'in_app', push: false },
      ],
    });
    const rows = await db
      .selectFrom('push_preferences')
      .select('kind')
      .where('user_id', '=', gus.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a push switch that is not true or false, and changes nothing', async () => {
    const hal = await buildUser(app);
    const response = await call(app, 'PUT', '/api/notification-preferences', hal, {
      preferences: [{ kind: 'review_reply', delivery: 'in_app', push: 'no' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('push must be true or false.');
    const rows = await db
      .selectFrom('push_preferences')
      .select('kind')
      .where('user_id', '=', hal.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('are 22 to 8 until the user changes them, whole hours 0–23 only', async () => {
    const ida = await buildUser(app);
    expect((await call(app, 'GET', '/api/quiet-hours', ida)).json()).toEqual({ start: 22, end: 8 });
    const saved = await call(app, 'PUT', '/api/quiet-hours', ida, { start: 23, end: 6 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ start: 23, end: 6 });
    for (const bad of [{ start: 24, end: 6 }, { start: 1.5, end: 6 }, { start: 23 }]) {
      const refused = await call(app, 'PUT', '/api/quiet-hours', ida, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(PUSH_MESSAGES.quietHourInvalid);
    }
    expect((await call(app, 'GET', '/api/quiet-hours', ida)).json()).toEqual({ start: 23, end: 6 });
    expect((await call(app, 'GET', '/api/quiet-hours')).statusCode).toBe(401);
  });

  it('hold a push until they end, in the user’s own time zone', async () => {
    const jo = await buildUser(app, { timeZone: 'Asia/Tokyo' });
    const device = await subscribe(jo);
    advanceToUtc(14); // 23:00 in Tokyo
    const id = await tell(jo, 'teachback_assigned');

    expect((await app.jobs.runOnce()).pushes).toBe(0);
    expect(pushesTo(device.endpoint)).toEqual([]);
    const eightInTokyo = clock + 9 * HOUR;
    expect(await pushAtOf(id)).toBe(eightInTokyo);

    clock = eightInTokyo - 60 * 1000;
    await app.jobs.runOnce();
    expect(pushesTo(device.endpoint)).toEqual([]);
    clock = eightInTokyo;
    expect((await app.jobs.runOnce()).pushes).toBe(1);
    expect(pushesTo(device.endpoint)).toHaveLength(1);
    expect(await pushAtOf(id)).toBeNull();
  });

  it('follow the hours the user chose', async () => {
    const kim = await buildUser(app);
    const device = await subscribe(kim);
    await call(app, 'PUT', '/api/quiet-hours', kim, { start: 12, end: 14 });
    advanceToUtc(12, 30);
    const id = await tell(kim, 'review_received');
    await app.jobs.runOnce();
    expect(pushesTo(device.endpoint)).toEqual([]);
    const two = clock + 90 * 60 * 1000;
    expect(await pushAtOf(id)).toBe(two);
    clock = two;
    await app.jobs.runOnce();
    expect(pushesTo(device.endpoint)).toHaveLength(1);
  });

  it('drop a streak reminder instead of holding it: by morning it would be wrong', async () => {
    const lu = await buildUser(app);
    const device = await subscribe(lu);
    advanceToUtc(23);
    const id = await tell(lu, 'streak_ending');
    await app.jobs.runOnce();
    expect(await pushAtOf(id)).toBeNull();
    advanceToUtc(9);
    await app.jobs.runOnce();
    expect(pushesTo(device.endpoint)).toEqual([]);
  });
});
