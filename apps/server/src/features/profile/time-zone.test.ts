import { ACCOUNT_MESSAGES, DAY_MS, TIME_ZONE_COOKIE, TIME_ZONE_HEADER } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../test/build-test-app';
import { buildAppWith, buildUser, call, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { completedTeachback } from '../../test/learning-loop';

let clock = Date.parse('2026-09-01T10:00:00Z');
const { app, db } = await buildAppWith({ now: () => clock });

/** Signs up the way the browser does, with the headers the page sends; returns the new user's session. */
async function signUpWith(headers: Record<string, string>, remoteAddress: string): Promise<TestUser> {
  const email = `zone-${remoteAddress}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN, ...headers },
    remoteAddress,
    payload: { name: 'Zoe', email, password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  // Sign-up signs nobody in: the new user logs in with the password.
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    remoteAddress,
    payload: { email, password: TEST_PASSWORD },
  });
  const cookie = [signedIn.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.includes('session_token='))!
    .split(';')[0]!;
  const session = await app.inject({ url: '/api/session', headers: { cookie } });
  return { id: session.json<{ user: { id: string } }>().user.id, email, cookie };
}

const setting = async (user: TestUser) => (await call(app, 'GET', '/api/account/time-zone', user)).json();
const change = (user: TestUser, timeZone: unknown) =>
  call(app, 'PUT', '/api/account/time-zone', user, { timeZone });

describe('the time zone stored on the profile', () => {
  it('starts as the browser’s at sign-up: the header, else the Google page’s cookie, else UTC', async () => {
    const fromHeader = await signUpWith({ [TIME_ZONE_HEADER]: 'asia/tokyo' }, '10.200.0.1');
    expect(await setting(fromHeader)).toEqual({ timeZone: 'Asia/Tokyo', nextChangeAt: null });
    const fromCookie = await signUpWith({ cookie: `${TIME_ZONE_COOKIE}=Europe%2FBerlin` }, '10.200.0.2');
    expect((await setting(fromCookie)).timeZone).toBe('Europe/Berlin');
    const neither = await signUpWith({ [TIME_ZONE_HEADER]: 'Mars/Base' }, '10.200.0.3');
    expect((await setting(neither)).timeZone).toBe('UTC');
  });

  it('changes once in 7 days: the first change at once, the next refused until a week has passed', async () => {
    const user = await buildUser(app);
    const first = await change(user, 'Europe/Berlin');
    expect(first.json()).toEqual({ timeZone: 'Europe/Berlin', nextChangeAt: clock + 7 * DAY_MS });
    const changedAt = clock;

    // Saving the zone it has changes nothing; another zone within 7 days is refused and changes nothing.
    expect((await change(user, 'europe/berlin')).statusCode).toBe(200);
    clock = changedAt + 7 * DAY_MS - 1;
    const refused = await change(user, 'America/New_York');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: { code: 'conflict', message: ACCOUNT_MESSAGES.timeZoneTooSoon },
    });
    expect(await setting(user)).toEqual({ timeZone: 'Europe/Berlin', nextChangeAt: changedAt + 7 * DAY_MS });

    clock = changedAt + 7 * DAY_MS;
    expect((await change(user, 'America/New_York')).json()).toEqual({
      timeZone: 'America/New_York',
      nextChangeAt: clock + 7 * DAY_MS,
    });
  });

  it('refuses a zone the runtime does not know, or no zone, with a clear message', async () => {
    const user = await buildUser(app);
    for (const timeZone of ['Mars/Base', '', 42, 'x'.repeat(101)]) {
      const response = await change(user, timeZone);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'invalid_argument', message: ACCOUNT_MESSAGES.timeZoneUnknown },
      });
    }
    expect(await setting(user)).toEqual({ timeZone: 'UTC', nextChangeAt: null });
  });

  it('is the day an award counts on, whatever zone a request says', async () => {
    clock = Date.parse('2026-09-20T16:00:00Z'); // 20 Sept in Los Angeles, already 21 Sept in Tokyo
    const requester = await buildUser(app);
    const learner = await buildUser(app);
    await change(learner, 'Asia/Tokyo');
    await completedTeachback(app, db, requester, learner, {}, { [TIME_ZONE_HEADER]: 'America/Los_Angeles' });
    const row = await db
      .selectFrom('xp_ledger')
      .select('day')
      .where('user_id', '=', learner.id)
      .executeTakeFirstOrThrow();
    expect(row.day).toBe('2026-09-21');
    const profile = await db
      .selectFrom('profiles')
      .select(['time_zone', 'streak_last_day'])
      .where('id', '=', learner.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ time_zone: 'Asia/Tokyo', streak_last_day: '2026-09-21' });
  });
});
