import { randomInt, randomUUID } from 'node:crypto';
import { TIME_ZONE_HEADER } from '@teachloop/shared';
import { sql } from 'kysely';
import { loadAuthSecret } from '../auth-secret';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import { hashPassword } from '../features/auth/password-hashing';
import { keptName } from '../features/auth/profile-plugin.service';
import { signCookieValue } from '../features/auth/signed-cookie';
import { listNeverOffered } from '../features/challenges/open-to-teach.repo';
import { ensureHandle } from '../features/public-profile/handle.service';
import { refreshBoardListing } from '../features/public-profile/visibility.service';
import { signUpTimeZoneOf } from '../plugins/time-zone';
import { newProfileRow } from '../db/new-profile';

/** The password every factory user has; signing in with it goes through the real endpoint and argon2id. */
export const TEST_PASSWORD = 'correct horse battery';

let testPasswordHash: Promise<string> | undefined;

/**
 * The argon2id hash of TEST_PASSWORD, made by the app's own hasher once per test process: hashing is most of a
 * sign-up's cost (tens of milliseconds each), and factory users need a real hash only so that signing in works.
 */
function testPasswordHashOnce(): Promise<string> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

/**
 * Whether a real sign-up would do more than write the new account's rows: it hands the challenges nobody was
 * ever offered (made while their owner was alone) to the new peer, which only the app itself can do.
 */
export async function signUpWouldOfferChallenges(db: Db): Promise<boolean> {
  return (await listNeverOffered(db, 1)).length > 0;
}

/** Better Auth's session token alphabet and length (its generateId(32)). */
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function sessionToken(): string {
  return Array.from({ length: 32 }, () => TOKEN_ALPHABET[randomInt(TOKEN_ALPHABET.length)]).join('');
}

export interface InsertedUser {
  id: string;
  /** The session cookie's `name=value` pair, signed with the app's auth secret as Better Auth signs it. */
  cookie: string;
}

/**
 * Writes the rows an e-mail sign-up writes, as it writes them (Better Auth's user, credential account and
 * session, with dates as ISO text; the profile made in the sign-up's transaction, its time zone, handle and
 * board listing made after it), without the request: no argon2id per user (the hash is made once), no
 * sign-up rate-limit counters, no device cookie, no verification link or mail. Those belong to the tests of
 * sign-up itself, which sign up through the endpoint (buildUser's `viaSignUp`).
 */
export async function insertSignedUpUser(
  db: Db,
  config: Config,
  user: { name: string; email: string; timeZone?: string; verified: boolean },
): Promise<InsertedUser> {
  const id = randomUUID();
  const now = Date.now();
  const at = new Date(now).toISOString();
  const token = sessionToken();
  const expiresAt = new Date(now + config.auth.sessionIdleSeconds * 1000).toISOString();
  // Better Auth's tables have no type in Database.
  const authTable = (name: string) => name as keyof Database;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto(authTable('user'))
      .values({
        id,
        name: user.name,
        email: user.email.toLowerCase(),
        emailVerified: user.verified ? sql`true` : sql`false`,
        image: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await trx
      .insertInto(authTable('account'))
      .values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: await testPasswordHashOnce(),
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    await trx
      .insertInto('profiles')
      .values(
        newProfileRow(
          id,
          keptName(user.name),
          now,
          signUpTimeZoneOf(
            new Headers(user.timeZone === undefined ? {} : { [TIME_ZONE_HEADER]: user.timeZone }),
          ),
        ),
      )
      .execute();
    await trx
      .insertInto(authTable('session'))
      .values({
        id: randomUUID(),
        token,
        userId: id,
        expiresAt,
        ipAddress: '127.0.0.1',
        userAgent: 'lightMyRequest',
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  });
  await ensureHandle(db, id);
  await refreshBoardListing(db, id);
  return { id, cookie: `teachloop.session_token=${signCookieValue(token, loadAuthSecret(config))}` };
}
