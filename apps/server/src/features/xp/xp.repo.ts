import { randomUUID } from 'node:crypto';
import type { StreakState, XpCapReason, XpKind } from '@teachloop/shared';
import { STREAK_COLUMNS, streakStateOf } from '../../db/columns';
import { streakReminderAt } from './streak-reminder';
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
  /** What a held award will pay once both sides are verified (reason 'unverified', amount 0); else absent. */
  heldAmount?: number;
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
      held_amount: row.heldAmount ?? null,
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

/**
 * The one writer of the streak columns. The evening reminder's instant (streak_reminder_at) is kept in the same
 * statement, from the state and the zone its days are counted in, so it never describes another streak.
 */
export async function saveStreakState(
  db: Db,
  userId: string,
  streak: { state: StreakState; timeZone: string },
  now: number,
): Promise<void> {
  const { state, timeZone } = streak;
  await db
    .updateTable('profiles')
    .set({
      streak: state.current,
      longest_streak: state.longest,
      streak_freezes: state.freezes,
      streak_last_day: state.lastDay,
      streak_reminder_at: streakReminderAt(state, timeZone),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * XP paid to the user since a time (the daily cap over the last 24 hours): a range of the
 * (user_id, created_at, amount) index. A held award counts from when it is paid (its created_at moves then).
 */
export async function sumPaidSince(db: Db, userId: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('xp_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('paid'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row?.paid ?? 0;
}

/** Whether the daily cap has already stopped an award of the user since a time (they are told once). */
export async function wasCappedSince(db: Db, userId: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('xp_ledger')
    .select('id')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
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
  return row?.count ?? 0;
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

/** Which of these users have a verified address (Better Auth's user.emailVerified; primary-key reads). */
export async function findVerifiedUsers(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('user').select(['id', 'emailVerified']).where('id', 'in', ids).execute();
  return new Set(rows.filter((row) => Boolean(row.emailVerified)).map((row) => row.id));
}

/** A held award: who earns it, from whom, what it is and what it will pay before the caps. */
export interface HeldAward {
  id: string;
  userId: string;
  peerId: string | null;
  kind: XpKind;
  source: string;
  heldAmount: number;
}

/**
 * The awards still held that the user earned or caused, oldest first: two ranges of the partial indexes that
 * hold only held rows (migration 042), so their cost is the user's held awards, not their ledger.
 */
export async function listHeldAwardsOf(db: Db, userId: string): Promise<HeldAward[]> {
  const read = (column: 'user_id' | 'peer_id') =>
    db
      .selectFrom('xp_ledger')
      .select(['id', 'user_id', 'peer_id', 'kind', 'source', 'held_amount', 'created_at'])
      .where(column, '=', userId)
      .where('held_amount', 'is not', null)
      .orderBy('created_at')
      .execute();
  const [earned, caused] = await Promise.all([read('user_id'), read('peer_id')]);
  return [...earned, ...caused]
    .sort((a, b) => a.created_at - b.created_at || a.id.localeCompare(b.id))
    .map((row) => ({
      id: row.id,
      userId: row.user_id,
      peerId: row.peer_id,
      kind: row.kind,
      source: row.source,
      heldAmount: row.held_amount!,
    }));
}

/** What a held award still holds; undefined once paid (or voided). Read after the earner's profile lock. */
export async function findHeldAmount(db: Db, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('xp_ledger')
    .select('held_amount')
    .where('id', '=', id)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return row?.held_amount ?? undefined;
}

/**
 * Pays a held award by compare-and-set on its held amount: the row becomes an ordinary award paid now (its
 * amount after the caps, their reason, the earner's day). Returns whether this call paid it, so a release racing
 * another pays once.
 */
export async function payHeldAward(
  db: Db,
  award: {
    id: string;
    heldAmount: number;
    amount: number;
    reason: XpCapReason | null;
    day: string;
    now: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('xp_ledger')
    .set({
      amount: award.amount,
      reason: award.reason,
      day: award.day,
      created_at: award.now,
      held_amount: null,
    })
    .where('id', '=', award.id)
    .where('held_amount', '=', award.heldAmount)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
