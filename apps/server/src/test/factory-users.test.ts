import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { cookieOf, sessionUser, signIn } from './auth-helpers';
import { buildTestApp } from './build-test-app';
import { buildChallenge, buildUser, call, TEST_PASSWORD, type TestUser } from './factories';

/** A user's rows in the tables sign-up writes, with what differs between two users by nature made comparable. */
async function accountRows(db: Db, user: TestUser) {
  const one = async (table: string, column: string) =>
    (
      await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table)} where ${sql.ref(column)} = ${user.id}`.execute(db)
    ).rows;
  const volatile = new Set(['id', 'accountId', 'userId', 'token', 'email', 'name', 'display_name', 'handle']);
  // Better Auth keeps its dates as ISO text on SQLite and as timestamps on PostgreSQL.
  const shape = (rows: Record<string, unknown>[]) =>
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => {
          if (volatile.has(key)) return [key, typeof value];
          if (key === 'password') return [key, String(value).split('$').slice(0, 4).join('$')];
          // Dates and epoch milliseconds: their type, and that they are set.
          if (/(At|_at)$/.test(key) && value !== null)
            return [key, value instanceof Date ? 'Date' : typeof value];
          return [key, value];
        }),
      ),
    );
  return {
    user: shape(await one('user', 'id')),
    account: shape(await one('account', 'userId')),
    session: shape(await one('session', 'userId')),
    profile: shape(await one('profiles', 'id')),
  };
}

describe('factory users', () => {
  it('have the rows a real sign-up writes, and the same session', async () => {
    const { app, db } = await buildTestApp();
    for (const options of [{}, { timeZone: 'Europe/Paris', name: 'Zoë' }]) {
      const signedUp = await buildUser(app, { ...options, viaSignUp: true });
      const made = await buildUser(app, options);
      expect(await accountRows(db, made)).toEqual(await accountRows(db, signedUp));
      const [fromFactory, fromSignUp] = [
        await sessionUser(app, made.cookie),
        await sessionUser(app, signedUp.cookie),
      ];
      expect(fromFactory).toMatchObject({ id: made.id, email: made.email });
      const named = { id: '', email: '', name: '', displayName: '', handle: '' };
      expect({ ...fromFactory, ...named }).toEqual({ ...fromSignUp, ...named });
    }
  });

  it('sign in with the test password through the real endpoint, and with no other', async () => {
    const { app } = await buildTestApp();
    const user = await buildUser(app, { email: 'Factory.User@Example.com' });
    expect((await signIn(app, 'factory.user@example.com', 'not the password')).statusCode).toBe(401);
    const signedIn = await signIn(app, 'factory.user@example.com', TEST_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect((await sessionUser(app, cookieOf(signedIn)))?.id).toBe(user.id);
  });

  it('are offered a waiting challenge as a signed-up peer is', async () => {
    const { app } = await buildTestApp();
    const owner = await buildUser(app);
    await buildChallenge(app, owner, { title: 'Made while alone' });
    const peer = await buildUser(app);
    const mine = await call(app, 'GET', '/api/teachbacks', peer);
    expect(mine.json<{ teachbacks: { title: string }[] }>().teachbacks.map((item) => item.title)).toEqual([
      'Made while alone',
    ]);
  });
});
