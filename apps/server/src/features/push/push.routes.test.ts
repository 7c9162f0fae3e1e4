import { PUSH_LIMITS, PUSH_MESSAGES, type AccountSession } from '@teachloop/shared';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { cookieOf, signIn } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { buildAppWith, buildUser, call, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { newPushEndpoint, PUSH_KEYS, subscribeDevice } from '../../test/push-devices';

let clock = Date.parse('2026-07-01T09:00:00Z');
const { app, db, config } = await buildAppWith({ now: () => clock });

async function devicesOf(user: TestUser): Promise<AccountSession[]> {
  const response = await call(app, 'GET', '/api/account/sessions', user);
  expect(response.statusCode).toBe(200);
  return response.json<{ sessions: AccountSession[] }>().sessions;
}

async function endpointsOf(userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_id', '=', userId)
    .orderBy('endpoint')
    .execute();
  return rows.map((row) => row.endpoint);
}

/** A second signed-in device of the same person (its own session). */
async function secondDevice(user: TestUser): Promise<TestUser> {
  return { ...user, cookie: cookieOf(await signIn(app, user.email, TEST_PASSWORD)) };
}

describe('the VAPID public key', () => {
  it('is given to a signed-in browser, and the same key every time', async () => {
    const ada = await buildUser(app);
    const first = await call(app, 'GET', '/api/push/key', ada);
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await call(app, 'GET', '/api/push/key', ada)).json()).toEqual({ publicKey });
  });

  it('is the pair generated into DATA_DIR on the first start, or the one the environment sets', async () => {
    const ada = await buildUser(app);
    const generated = JSON.parse(fs.readFileSync(path.join(config.dataDir, 'vapid-keys.json'), 'utf8')) as {
      publicKey: string;
    };
    expect((await call(app, 'GET', '/api/push/key', ada)).json()).toEqual({ publicKey: generated.publicKey });

    const pair = webpush.generateVAPIDKeys();
    const configured = await buildTestApp({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    const ben = await buildUser(configured.app);
    expect((await call(configured.app, 'GET', '/api/push/key', ben)).json()).toEqual({
      publicKey: pair.publicKey,
    });
    expect(fs.existsSync(path.join(configured.config.dataDir, 'vapid-keys.json'))).toBe(false);
  });

  it('is not given to someone signed out', async () => {
    expect((await call(app, 'GET', '/api/push/key')).statusCode).toBe(401);
  });
});

describe('subscribing a device', () => {
  it('stores the subscription for this device: the devices page marks it, and only it', async () => {
    const ada = await buildUser(app);
    const laptop = await secondDevice(ada);
    const endpoint = newPushEndpoint();
    const response = await subscribeDevice(app, laptop, endpoint);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String) });
    const devices = await devicesOf(ada);
    expect(devices).toHaveLength(2);
    expect(devices.find((device) => !device.current)?.push).toBe(true);
    expect(devices.find((device) => device.current)?.push).toBe(false);
    expect(await endpointsOf(ada.id)).toEqual([endpoint]);
  });

  it('answers the same id when the browser sends its subscription again, with its new keys', async () => {
    const ada = await buildUser(app);
    const endpoint = newPushEndpoint();
    const first = (await subscribeDevice(app, ada, endpoint)).json<{ id: string }>();
    const fresh = webpush.generateVAPIDKeys().publicKey;
    const again = await call(app, 'POST', '/api/push/subscriptions', ada, {
      endpoint,
      keys: { p256dh: fresh, auth: PUSH_KEYS.auth },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first);
    const row = await db
      .selectFrom('push_subscriptions')
      .select('p256dh')
      .where('endpoint', '=', endpoint)
      .executeTakeFirstOrThrow();
    expect(row.p256dh).toBe(fresh);
  });

  it.each([
    ['no endpoint', { keys: PUSH_KEYS }, PUSH_MESSAGES.endpointInvalid],
    ['an endpoint that is no URL', { endpoint: 'push me', keys: PUSH_KEYS }, PUSH_MESSAGES.endpointInvalid],
    [
      'an endpoint too long',
      { endpoint: `${newPushEndpoint()}/${'x'.repeat(PUSH_LIMITS.endpoint)}`, keys: PUSH_KEYS },
      PUSH_MESSAGES.endpointInvalid,
    ],
    ['no keys', { endpoint: newPushEndpoint() }, PUSH_MESSAGES.keysInvalid],
    [
      'an empty key',
      { endpoint: newPushEndpoint(), keys: { ...PUSH_KEYS, auth: '' } },
      PUSH_MESSAGES.keysInvalid,
    ],
    [
      'a key that is not base64url',
      { endpoint: newPushEndpoint(), keys: { ...PUSH_KEYS, p256dh: 'not/base64+' } },
      PUSH_MESSAGES.keysInvalid,
    ],
    [
      'a p256dh that is no point on P-256',
      { endpoint: newPushEndpoint(), keys: { ...PUSH_KEYS, p256dh: `BA${PUSH_KEYS.p256dh.slice(2, -2)}AA` } },
      PUSH_MESSAGES.keysInvalid,
    ],
    [
      'an auth secret that is not 16 bytes',
      { endpoint: newPushEndpoint(), keys: { ...PUSH_KEYS, auth: `${PUSH_KEYS.auth}AA` } },
      PUSH_MESSAGES.keysInvalid,
    ],
    [
      'a key too long',
      { endpoint: newPushEndpoint(), keys: { ...PUSH_KEYS, auth: 'A'.repeat(PUSH_LIMITS.key + 1) } },
      PUSH_MESSAGES.keysInvalid,
    ],
  ])('refuses %s with a 400 that says so, storing nothing', async (_, body, message) => {
    const ada = await buildUser(app);
    const response = await call(app, 'POST', '/api/push/subscriptions', ada, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_argument', message } });
    expect(await endpointsOf(ada.id)).toEqual([]);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/push',
    'https://169.254.169.254/latest/meta-data',
    'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    'https://fcm.googleapis.com:444/fcm/send/abc',
  ])(
    'refuses an endpoint that is not a known push service (%s): the server would POST to it',
    async (endpoint) => {
      const ada = await buildUser(app);
      const response = await call(app, 'POST', '/api/push/subscriptions', ada, { endpoint, keys: PUSH_KEYS });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_argument', message: PUSH_MESSAGES.endpointInvalid },
      });
      expect(await endpointsOf(ada.id)).toEqual([]);
    },
  );

  it('keeps the newest subscriptions of one person past the cap, dropping the oldest', async () => {
    const ada = await buildUser(app);
    const endpoints: string[] = [];
    for (let i = 0; i <= PUSH_LIMITS.perUser; i += 1) {
      clock += 1000;
      const endpoint = newPushEndpoint();
      endpoints.push(endpoint);
      expect((await subscribeDevice(app, ada, endpoint)).statusCode).toBe(201);
    }
    expect(await endpointsOf(ada.id)).toEqual(endpoints.slice(1).sort());
    // The oldest sent again comes back as the newest; the next oldest goes.
    clock += 1000;
    await subscribeDevice(app, ada, endpoints[0]);
    expect(await endpointsOf(ada.id)).toEqual([endpoints[0]!, ...endpoints.slice(2)].sort());
  });

  it('moves an endpoint to whoever sends it from their own session: a browser has one subscription', async () => {
    const ada = await buildUser(app);
    const ben = await buildUser(app);
    const endpoint = newPushEndpoint();
    await subscribeDevice(app, ada, endpoint);
    // Ben cannot turn off Ada's device.
    const refused = await call(app, 'POST', '/api/push/unsubscribe', ben, { endpoint });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: { code: 'not_found', message: PUSH_MESSAGES.notFound } });
    expect(await endpointsOf(ada.id)).toEqual([endpoint]);
    // The same browser, now signed in as Ben, subscribes again: the endpoint is his and pushes go to him.
    expect((await subscribeDevice(app, ben, endpoint)).statusCode).toBe(201);
    expect(await endpointsOf(ada.id)).toEqual([]);
    expect(await endpointsOf(ben.id)).toEqual([endpoint]);
    expect((await devicesOf(ada)).some((device) => device.push)).toBe(false);
    expect((await devicesOf(ben)).find((device) => device.current)?.push).toBe(true);
  });

  it('needs a signed-in session', async () => {
    const response = await call(app, 'POST', '/api/push/subscriptions', undefined, {
      endpoint: newPushEndpoint(),
      keys: PUSH_KEYS,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('unsubscribing a device', () => {
  it('removes the caller’s own subscription; a second time finds none', async () => {
    const ada = await buildUser(app);
    const endpoint = newPushEndpoint();
    await subscribeDevice(app, ada, endpoint);
    const removed = await call(app, 'POST', '/api/push/unsubscribe', ada, { endpoint });
    expect(removed.statusCode).toBe(204);
    expect(await endpointsOf(ada.id)).toEqual([]);
    expect((await devicesOf(ada))[0]?.push).toBe(false);
    const again = await call(app, 'POST', '/api/push/unsubscribe', ada, { endpoint });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: { code: 'not_found', message: PUSH_MESSAGES.notFound } });
  });

  it('removes it from any of the person’s devices (the settings page of another device may turn it off)', async () => {
    const ada = await buildUser(app);
    const phone = await secondDevice(ada);
    const endpoint = newPushEndpoint();
    await subscribeDevice(app, phone, endpoint);
    expect((await call(app, 'POST', '/api/push/unsubscribe', ada, { endpoint })).statusCode).toBe(204);
    expect(await endpointsOf(ada.id)).toEqual([]);
  });

  it('refuses a malformed body with a 400', async () => {
    const ada = await buildUser(app);
    const response = await call(app, 'POST', '/api/push/unsubscribe', ada, { endpoint: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_argument', message: PUSH_MESSAGES.endpointInvalid },
    });
  });
});
