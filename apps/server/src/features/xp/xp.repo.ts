import { randomUUID } from 'node:crypto';
import type { StreakState, XpCapReason, XpKind } from '@teachloop/shared';
import { STREAK_COLUMNS, streakStateOf } from '../../db/columns';
import type { Db } from '../../db/database';

export interface LedgerRow {
  userId: string;
  kind: XpKind;
  source: string;
  /** Paid: 0 when a cap stopped it. */
  amount: number;
  createdAt: number;
  peerId: string | null;
  /** The earner's day it counts toward (null: outside the daily cap, as rows from before it are). */
  day: string | null;
  reason: XpCapReason | null;
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
      peer_id: row.peerId,
      day: row.day,
      reason: row.reason,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'source']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
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

/** The earner's streak and the time zone their days are counted in; undefined once the account is gone. */
export async function findEarner(
  db: Db,
  userId: string,
): Promise<{ streak: StreakState; timeZone: string } | undefined> {
  const row = await db
    .selectFrom('profiles')
    .select([...STREAK_COLUMNS, 'time_zone'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { streak: streakStateOf(row), timeZone: row.time_zone };
}

export async function saveStreakState(
  db: Db,
  userId: string,
  state: StreakState,
  now: number,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      streak: state.current,
      longest_streak: state.longest,
      streak_freezes: state.freezes,
      streak_last_day: state.lastDay,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** XP paid to the user on one of their days (the daily cap): a range of the (user_id, day, amount) index. */
export async function sumPaidOnDay(db: Db, userId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('xp_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('paid'))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.paid ?? 0);
}

/** Whether the user has already been stopped by the daily cap on this day (they are told once). */
export async function wasCappedOnDay(db: Db, userId: string, day: string): Promise<boolean> {
  const row = await db
    .selectFrom('xp_ledger')
    .select('id')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('reason', '=', 'daily_cap')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Paid awards of one kind to the user because of one peer since a time (the pair cap). */
export async function countPaidWithPeer(
  db: Db,
  award: { userId: string; peerId: string; kind: XpKind; since: number },
): Promise<number> {
  const row = await db
    .selectFrom('xp_ledger')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', award.userId)
    .where('peer_id', '=', award.peerId)
    .where('kind', '=', award.kind)
    .where('created_at', '>', award.since)
    .where('amount', '>', 0)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** How many paid awards of each kind the user holds (badge criteria): a capped one earns no badge. */
export async function countAwardsByKind(db: Db, userId: string): Promise<Partial<Record<XpKind, number>>> {
  const rows = await db
    .selectFrom('xp_ledger')
    .select((eb) => ['kind', eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .where('amount', '>', 0)
    .groupBy('kind')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.kind, row.count]));
}
