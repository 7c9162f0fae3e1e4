import { sql } from 'kysely';
import type { Database, Db } from '../../db/database';
import { COURSES_USER_EMAIL, COURSES_USER_ID, COURSES_USER_NAME } from './courses-user';
import { newProfileRow } from '../../db/new-profile';

/** Better Auth's table, whose columns beyond the few our code reads have no type in Database. */
const authTable = (name: string) => name as keyof Database;

/**
 * Makes the courses account on first use, in the caller's transaction: Better Auth's `user` row (no password,
 * an address on the reserved .invalid domain, never verified, so nothing is ever mailed to it and nobody signs
 * in as it) and its profile (not listed on the boards, not public, no handle). A second call, or a concurrent
 * one, leaves the rows as they are.
 */
export async function ensureCoursesUser(trx: Db, now: number): Promise<void> {
  const at = new Date(now).toISOString();
  await trx
    .insertInto(authTable('user'))
    .values({
      id: COURSES_USER_ID,
      name: COURSES_USER_NAME,
      email: COURSES_USER_EMAIL,
      emailVerified: sql`false`,
      image: null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('profiles')
    .values({ ...newProfileRow(COURSES_USER_ID, COURSES_USER_NAME, now), listed: 0, show_on_boards: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
