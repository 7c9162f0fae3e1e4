import { randomUUID } from 'node:crypto';
import type { StreakState, XpKind } from '@teachloop/shared';
import type { Db } from '../../db/database';

export interface LedgerRow {
  userId: string;
  kind: XpKind;
  source: string;
  amount: number;
  createdAt: number;
}

/**
 * Writes an award's ledger row unless its (user, source) row exists. Returns whether it was written: only then
 * may the caller add the XP. A racing transaction with the same source waits on the unique index and finds
 * nothing to insert once the first commits.
 */
export async function insertLedgerRow(db: Db, row: LedgerRow): Promise<boolean> {
  const result = await db
    .insertInto('xp_ledger')
    .values({
      id: randomUUID(),
      user_id: row.userId,
      kind: row.kind,
      source: row.source,
      amount: row.amount,
      created_at: row.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'source']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteLedgerRow(db: Db, userId: string, source: string): Promise<void> {
  await db.deleteFrom('xp_ledger').where('user_id', '=', userId).where('source', '=', source).execute();
}

/** Adds to the profile's XP in one statement (no read-modify-write) and returns the new total. */
export async function addProfileXp(db: Db, userId: string, amount: number): Promise<number | undefined> {
  const row = await db
    .updateTable('profiles')
    .set((eb) => ({ xp: eb('xp', '+', amount) }))
    .where('id', '=', userId)
    .returning('xp')
    .executeTakeFirst();
  return row?.xp;
}

/**
 * Takes the profiles' row locks (PostgreSQL; SQLite runs one writer at a time anyway) in id order, so that a
 * transaction that touches two users' XP and one that touches the same two in the other order cannot deadlock,
 * and reads that follow see every award already committed for these users.
 */
export async function lockProfiles(db: Db, userIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort()) {
    await db
      .updateTable('profiles')
      .set((eb) => ({ xp: eb.ref('xp') }))
      .where('id', '=', id)
      .execute();
  }
}

export async function findStreakState(db: Db, userId: string): Promise<StreakState | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select(['streak', 'longest_streak', 'streak_freezes', 'streak_last_day'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      current: row.streak,
      longest: row.longest_streak,
      freezes: row.streak_freezes,
      lastDay: row.streak_last_day,
    }
  );
}

export async function saveStreakState(
  db: Db,
  userId: string,
  state: StreakState,
  timeZone: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      streak: state.current,
      longest_streak: state.longest,
      streak_freezes: state.freezes,
      streak_last_day: state.lastDay,
      time_zone: timeZone,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** How many awards of each kind the user holds (badge criteria). */
export async function countAwardsByKind(db: Db, userId: string): Promise<Partial<Record<XpKind, number>>> {
  const rows = await db
    .selectFrom('xp_ledger')
    .select((eb) => ['kind', eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.kind, row.count]));
}
