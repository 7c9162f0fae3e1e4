import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { SessionUser } from '@teachloop/shared';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Mail } from '../mail/mailer';
import { settled, TEST_ORIGIN } from './build-test-app';

/** A password that meets the rules; tests that need another one say so. */
export const PASSWORD = 'correct horse battery';

export const SESSION_COOKIE = 'teachloop.session_token';

interface RequestOptions {
  cookie?: string;
  /** The Origin header a browser on our page would send; pass null to send none (a non-browser client). */
  origin?: string | null;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

/** A JSON POST as the web app sends it: from our own origin unless told otherwise. */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: string | object,
  options: RequestOptions = {},
) {
  const { cookie, origin = TEST_ORIGIN, remoteAddress, headers = {} } = options;
  return app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress,
    headers: { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}), ...headers },
  });
}

export function signUp(
  app: FastifyInstance,
  body: { email: string; password?: string; name?: string },
  options?: RequestOptions,
) {
  // A display name is required at sign-up: tests that are not about it pass a plain one.
  return postJson(
    app,
    '/api/auth/sign-up/email',
    { name: 'Test Learner', password: PASSWORD, ...body },
    options,
  );
}

export function signIn(app: FastifyInstance, email: string, password = PASSWORD, options?: RequestOptions) {
  return postJson(app, '/api/auth/sign-in/email', { email, password }, options);
}

export function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** The session cookie a response sets (full Set-Cookie line), whatever its prefix (__Secure- over https). */
export function sessionSetCookie(response: LightMyRequestResponse): string | undefined {
  return setCookies(response).find((line) => line.split('=')[0]!.endsWith(SESSION_COOKIE));
}

/** The `name=value` pair to send back as a Cookie header; throws when the response set no session. */
export function cookieOf(response: LightMyRequestResponse): string {
  const line = sessionSetCookie(response);
  if (!line) throw new Error(`No session cookie in ${response.statusCode} ${response.body}`);
  return line.split(';')[0]!;
}

/** The device cookie a correct password sets (full Set-Cookie line; features/auth/device-cookie.service.ts). */
export function deviceSetCookie(response: LightMyRequestResponse): string | undefined {
  return setCookies(response).find((line) => line.startsWith('teachloop.device='));
}

/** The device cookie's `name=value` pair, as the browser sends it back; throws when the response set none. */
export function deviceCookieOf(response: LightMyRequestResponse): string {
  const line = deviceSetCookie(response);
  if (!line) throw new Error(`No device cookie in ${response.statusCode} ${response.body}`);
  return line.split(';')[0]!;
}

/** The session token inside a cookie pair (Better Auth signs it: `token.signature`, URL-encoded). */
export function tokenOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!;
}

export async function sessionUser(app: FastifyInstance, cookie?: string): Promise<SessionUser | null> {
  const response = await app.inject({ url: '/api/session', headers: cookie ? { cookie } : {} });
  if (response.statusCode !== 200) throw new Error(`GET /api/session: ${response.statusCode}`);
  return response.json<{ user: SessionUser | null }>().user;
}

/** Signs up a new account, which signs it in, and returns the session's cookie and the user. */
export async function signedUpUser(app: FastifyInstance, email: string, password = PASSWORD) {
  const signedUp = await signUp(app, { email, password });
  if (signedUp.statusCode !== 200) throw new Error(`Sign-up: ${signedUp.statusCode} ${signedUp.body}`);
  const cookie = cookieOf(signedUp);
  const user = await sessionUser(app, cookie);
  if (!user) throw new Error('Sign-up did not sign in');
  return { cookie, user };
}

export async function userRows(db: Db) {
  const { rows } = await sql<{ id: string; email: string; name: string; image: string | null }>`
    select id, email, name, image from "user" order by email`.execute(db);
  return rows;
}

export async function sessionTokens(db: Db, userId: string): Promise<string[]> {
  const { rows } = await sql<{ token: string }>`select token from session where "userId" = ${userId}`.execute(
    db,
  );
  return rows.map((row) => row.token);
}

/**
 * Moves an auth row's expiry into the past. Better Auth keeps dates as ISO text on SQLite and as timestamps on
 * PostgreSQL; an ISO string is a valid value for both.
 */
export async function expire(
  db: Db,
  table: 'session' | 'verification',
  column: 'token' | 'identifier',
  value: string,
) {
  const past = new Date(Date.now() - 60_000).toISOString();
  const result =
    await sql`update ${sql.table(table)} set "expiresAt" = ${past} where ${sql.ref(column)} = ${value}`.execute(
      db,
    );
  if (Number(result.numAffectedRows) !== 1) throw new Error(`No ${table} row with ${column} ${value}`);
}

/** The mails the dev outbox holds, oldest first, once the app has finished sending. */
export async function outbox(config: Config): Promise<Mail[]> {
  await settled(config);
  const dir = path.join(config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Mail);
}

/** The password-reset mails the outbox holds (sign-up also mails a verification link). */
export async function resetMails(config: Config): Promise<Mail[]> {
  return (await outbox(config)).filter((mail) => mail.subject === 'Reset your Teachloop password');
}

export function requestReset(app: FastifyInstance, email: string, options?: RequestOptions) {
  return postJson(app, '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, options);
}

/** Opens a reset link as the browser does and returns the token the app's reset page receives. */
export async function followResetLink(app: FastifyInstance, link: string): Promise<string> {
  const url = new URL(link);
  const response = await app.inject({ url: url.pathname + url.search });
  if (response.statusCode !== 302) throw new Error(`Reset link answered ${response.statusCode}`);
  const location = new URL(String(response.headers.location), TEST_ORIGIN);
  const token = location.searchParams.get('token');
  if (location.pathname !== '/reset-password' || !token)
    throw new Error(`Unexpected redirect ${location.href}`);
  return token;
}

export function resetPassword(app: FastifyInstance, token: string, newPassword: string) {
  return postJson(app, '/api/auth/reset-password', { token, newPassword });
}
