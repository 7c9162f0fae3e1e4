import { PUBLIC_PROFILE_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app';
import { buildUser, type TestUser } from '../../test/factories';

const { app, db } = await buildTestApp();

/** A visibility change as the settings form sends it, from `remoteAddress`. */
const change = (user: TestUser, body: object, remoteAddress: string) =>
  app.inject({
    method: 'PATCH',
    url: '/api/profile/visibility',
    remoteAddress,
    headers: { origin: TEST_ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const handleOf = async (user: TestUser) =>
  (await db.selectFrom('profiles').select('handle').where('id', '=', user.id).executeTakeFirstOrThrow())
    .handle;

const TOO_MANY = {
  error: { code: 'resource_exhausted', message: PUBLIC_PROFILE_MESSAGES.handleTooManyTries },
};

describe('probing handles through the visibility update', { timeout: 60_000 }, () => {
  it('answers a user 10 handle tries an hour, then 429 with Retry-After; the switches stay free', async () => {
    const holder = await buildUser(app, { name: 'Held Handle' });
    const prober = await buildUser(app, { name: 'Pat Prober' });
    const own = await handleOf(prober);
    const address = '198.51.100.1';
    for (let i = 0; i < 10; i++) {
      const probe = await change(prober, { handle: i % 2 ? 'held-handle' : `free-try-${i}` }, address);
      expect(probe.statusCode).toBe(i % 2 ? 409 : 200);
    }
    const eleventh = await change(prober, { handle: 'held-handle' }, address);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(TOO_MANY);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Refused before it was looked at: a free handle is refused the same, and nothing changes.
    const free = await change(prober, { handle: 'never-taken-handle' }, address);
    expect(free.json()).toEqual(TOO_MANY);
    expect(await handleOf(prober)).toBe('free-try-8');
    expect(own).not.toBe('free-try-8');
    expect(await handleOf(holder)).toBe('held-handle');

    const switched = await change(prober, { publicProfile: true, showOnLeaderboards: false }, address);
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().visibility).toMatchObject({ publicProfile: true, showOnLeaderboards: false });
  });

  it('answers one address 30 handle tries an hour, however many accounts it spreads them over', async () => {
    await buildUser(app, { name: 'Kept Handle' });
    const address = '203.0.113.9';
    const probers = [];
    for (let i = 0; i < 4; i++) probers.push(await buildUser(app));
    const answers: number[] = [];
    for (let i = 0; i < 32; i++) {
      answers.push((await change(probers[i % 4]!, { handle: 'kept-handle' }, address)).statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 409)).toBe(true);
    expect(answers.slice(30)).toEqual([429, 429]);
    // Another address is not held back by this one.
    expect((await change(probers[0]!, { handle: 'kept-handle' }, '203.0.113.10')).statusCode).toBe(409);
  });
});
