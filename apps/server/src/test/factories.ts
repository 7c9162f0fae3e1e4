import {
  INVITE_COOKIE,
  TIME_ZONE_HEADER,
  type CreateChallengeInput,
  type CreateChallengeResponse,
} from '@teachloop/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/database';
import { refreshBoardListing } from '../features/public-profile/visibility.service';
import { rememberTestDb, testConfigOf, testDbOf } from './app-databases';
import { buildTestApp, TEST_ORIGIN, type TestApp } from './build-test-app';
import { testLogStream } from './error-logs';
import { insertSignedUpUser, signUpWouldOfferChallenges, TEST_PASSWORD } from './factory-users';

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

export { TEST_PASSWORD } from './factory-users';
let sequence = 0;

export interface BuildUserOptions {
  name?: string;
  email?: string;
  /** The zone the browser sends with the sign-up (X-Time-Zone), which the account starts with; without it, UTC. */
  timeZone?: string;
  /** An invite code, as the cookie the sign-up page leaves when opened from an invite link (implies viaSignUp). */
  invite?: string;
  /** Whether the address is proven, as by opening the mailed link; true unless told otherwise. */
  verified?: boolean;
  /**
   * Sign up through the real endpoint (argon2id, rate-limit counters, device cookie, verification link and mail,
   * the app's after-sign-up work) instead of writing the account's rows directly. For tests of those effects.
   */
  viaSignUp?: boolean;
}

/**
 * A new signed-in user, with its session cookie. Its rows are the ones an e-mail sign-up writes (user, credential
 * account with a real argon2id hash of TEST_PASSWORD, profile with its time zone and handle, session), written
 * directly (factory-users.ts): signing in with TEST_PASSWORD works through the real endpoint. The address is
 * verified (XP is paid only between verified addresses) unless `verified: false`.
 *
 * It signs up through the real endpoint when asked (`viaSignUp`), with an invite, for an unverified address (whose
 * verification link and mail a test may follow), when the app was not built by a helper that remembers its
 * database and config, and when a real sign-up would do more than write rows (a challenge nobody was ever offered
 * waits for the next peer). Each sign-up comes from its own client address: the per-address sign-up limit would
 * otherwise stop a test file after 30 users.
 */
export async function buildUser(app: FastifyInstance, options: BuildUserOptions = {}): Promise<TestUser> {
  sequence += 1;
  const email = options.email ?? `user${sequence}-${Date.now()}@example.com`;
  const name = options.name ?? `Learner ${sequence}`;
  const db = testDbOf(app);
  const config = testConfigOf(app);
  const verified = options.verified !== false;
  if (
    db &&
    config &&
    verified &&
    !options.viaSignUp &&
    options.invite === undefined &&
    !(await signUpWouldOfferChallenges(db))
  ) {
    const inserted = await insertSignedUpUser(db, config, {
      name,
      email,
      timeZone: options.timeZone,
      verified,
    });
    return { ...inserted, email };
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: {
      origin: TEST_ORIGIN,
      ...(options.timeZone === undefined ? {} : { [TIME_ZONE_HEADER]: options.timeZone }),
      // The cookie the sign-up page leaves when it was opened from an invite link.
      ...(options.invite === undefined ? {} : { cookie: `${INVITE_COOKIE}=${options.invite}` }),
    },
    remoteAddress: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
    payload: { name, email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up: ${response.statusCode} ${response.body}`);
  // Sign-up signs the new user in.
  const line = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((value) => value.includes('session_token='));
  if (!line) throw new Error(`sign-up set no session: ${response.statusCode} ${response.body}`);
  const cookie = line.split(';')[0]!;
  const session = await app.inject({ url: '/api/session', headers: { cookie } });
  const id = session.json<{ user: { id: string } | null }>().user?.id;
  if (!id) throw new Error('sign-up did not sign in');
  if (verified && db) await verifyEmailOf(db, { id, email, cookie });
  return { id, email, cookie };
}

/**
 * Makes the user one without a display name, as accounts made before names were required (or by Google without
 * a name) are: sign-up itself now refuses an empty name.
 */
export async function forgetDisplayName(db: Db, user: TestUser): Promise<void> {
  await db.updateTable('profiles').set({ display_name: null }).where('id', '=', user.id).execute();
  await db.updateTable('user').set({ name: '' }).where('id', '=', user.id).execute();
}

/**
 * Marks the user's address proven, as opening the mailed link does (email-verification tests follow the link
 * itself): only verified addresses get notification mail.
 */
export async function verifyEmailOf(db: Db, user: TestUser): Promise<void> {
  await db
    .updateTable('user')
    .set({ emailVerified: sql<boolean>`true` })
    .where('id', '=', user.id)
    .execute();
  // As the link does: a verified account shows on the boards (its owner's switch permitting).
  await refreshBoardListing(db, user.id);
}

/**
 * A request as the web app makes it: same origin, the user's cookie, a JSON body when given, and any further
 * headers (e.g. the browser's time zone).
 */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  user?: TestUser,
  payload?: unknown,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    ...(user ? { cookie: user.cookie } : {}),
    ...extraHeaders,
  };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return app.inject({ method, url, headers, ...(body === undefined ? {} : { body }) });
}

export const validChallenge = {
  title: 'Binary search',
  topic: 'Algorithms',
  level: 'Intermediate',
  dueDays: 3,
  description: 'Explain why the loop ends.',
} satisfies CreateChallengeInput;

export async function buildChallenge(
  app: FastifyInstance,
  owner: TestUser,
  overrides: Partial<CreateChallengeInput> = {},
): Promise<CreateChallengeResponse> {
  const response = await call(app, 'POST', '/api/challenges', owner, { ...validChallenge, ...overrides });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<CreateChallengeResponse>();
}

/** Every row of the learning tables, in a stable order: compare before and after to prove nothing changed. */
export async function learningRows(db: Db) {
  const [challenges, teachbacks, feedback, activity] = await Promise.all([
    db.selectFrom('challenges').selectAll().orderBy('id').execute(),
    db.selectFrom('teachbacks').selectAll().orderBy('id').execute(),
    db.selectFrom('feedback_requests').selectAll().orderBy('id').execute(),
    db.selectFrom('activity').selectAll().orderBy('id').execute(),
  ]);
  return { challenges, teachbacks, feedback, activity };
}

/** Activity texts of one user, as a set (entries written in the same millisecond have no defined order). */
export async function activityTexts(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('activity').select('text').where('user_id', '=', userId).execute();
  return rows.map((row) => row.text).sort();
}

/**
 * The test app on a fresh database, built with extra dependencies (a fixed random, a bus the test can inspect).
 * Shares the database of buildTestApp, which closes it after this app.
 */
export async function buildAppWith(extra: Omit<AppDeps, 'config' | 'db'>): Promise<TestApp> {
  const base = await buildTestApp();
  const app = await buildApp({ config: base.config, db: base.db, logStream: testLogStream, ...extra });
  rememberTestDb(app, base.db, base.config);
  await app.ready();
  afterAll(async () => {
    await app.close();
  });
  return { ...base, app };
}
