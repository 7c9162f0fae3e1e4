import type { Db } from './database';

/** The site_counts row that counts accounts. */
const USERS = 'users';

/** Accounts created in [from, until): a range of the profiles_created index. */
async function countProfilesCreated(db: Db, from: number, until: number | null): Promise<number> {
  let query = db
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('created_at', '>=', from);
  if (until !== null) query = query.where('created_at', '<', until);
  const row = await query.executeTakeFirst();
  return row?.count ?? 0;
}

async function readUserCount(db: Db) {
  const row = await db
    .selectFrom('site_counts')
    .select(['value', 'counted_until'])
    .where('name', '=', USERS)
    .executeTakeFirst();
  return { value: row?.value ?? 0, countedUntil: row?.counted_until ?? 0, stored: !!row };
}

/**
 * How many accounts exist, without counting the whole profiles table: the stored count covers profiles created
 * before its mark; the mark moves up to `settledBefore` (a time no sign-up still in progress can be before) by
 * counting the few created since, with a compare-and-set so two readers add them once; the accounts created
 * after the mark are counted live. An account deletion takes itself off the stored count (uncountUser).
 */
export async function countUsers(db: Db, settledBefore: number): Promise<number> {
  let current = await readUserCount(db);
  if (current.countedUntil < settledBefore) {
    const added = await countProfilesCreated(db, current.countedUntil, settledBefore);
    if (current.stored) {
      await db
        .updateTable('site_counts')
        .set((eb) => ({ value: eb('value', '+', added), counted_until: settledBefore }))
        .where('name', '=', USERS)
        .where('counted_until', '=', current.countedUntil)
        .execute();
    } else {
      await db
        .insertInto('site_counts')
        .values({ name: USERS, value: added, counted_until: settledBefore })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    }
    current = await readUserCount(db);
  }
  return current.value + (await countProfilesCreated(db, current.countedUntil, null));
}

/** For an account deletion, before its profile goes: off the stored count when it was counted there. */
export async function uncountUser(db: Db, userId: string): Promise<void> {
  const profile = await db
    .selectFrom('profiles')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!profile) return;
  await db
    .updateTable('site_counts')
    .set((eb) => ({ value: eb('value', '-', 1) }))
    .where('name', '=', USERS)
    .where('counted_until', '>', profile.created_at)
    .execute();
}
