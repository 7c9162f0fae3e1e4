import type { ReportItemKind } from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';
import { pastKeyset } from '../../db/keyset';

export interface SuspensionTarget {
  id: string;
  moderator: boolean;
}

/** The account a moderator names, with whether it is a moderator's (profile by primary key, moderators likewise). */
export async function findSuspensionTarget(db: Db, userId: string): Promise<SuspensionTarget | undefined> {
  const row = await db
    .selectFrom('profiles')
    .leftJoin('moderators', 'moderators.user_id', 'profiles.id')
    .select(['profiles.id', 'moderators.user_id as moderator_id'])
    .where('profiles.id', '=', userId)
    .executeTakeFirst();
  return row && { id: row.id, moderator: row.moderator_id !== null };
}

/** Suspends (or re-suspends with a new end and reason) the account. */
export async function setSuspension(
  db: Db,
  userId: string,
  { at, until, reason }: { at: number; until: number | null; reason: string },
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ suspended_at: at, suspended_until: until, suspension_reason: reason })
    .where('id', '=', userId)
    .execute();
}

/** Lifts the account's suspension; false when it was not suspended. */
export async function clearSuspension(db: Db, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('profiles')
    .set({ suspended_at: null, suspended_until: null, suspension_reason: null })
    .where('id', '=', userId)
    .where('suspended_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes the open reports about the user as actioned (suspended); returns who reported what. */
export async function resolveOpenReportsAbout(
  db: Db,
  subjectId: string,
  { at, moderatorId }: { at: number; moderatorId: string },
): Promise<{ id: string; reporterId: string; itemKind: ReportItemKind }[]> {
  const rows = await db
    .updateTable('reports')
    .set({ status: 'actioned', outcome: 'suspended', resolved_at: at, resolved_by: moderatorId })
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'open')
    .returning(['id', 'reporter_id', 'item_kind'])
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reporterId: row.reporter_id,
    itemKind: row.item_kind as ReportItemKind,
  }));
}

export interface SuspendedRow {
  id: string;
  displayName: string | null;
  suspendedAt: number;
  until: number | null;
  reason: string;
}

/** One account's suspension as it stands (by primary key). */
export async function findSuspension(db: Db, userId: string): Promise<SuspendedRow | undefined> {
  const row = await suspendedRows(db).where('id', '=', userId).executeTakeFirst();
  return row && toSuspended(row);
}

/**
 * The accounts suspended now, newest first, read in (suspended_at, id) order from migration 037's partial
 * index, from `before` (a keyset position) on. Ask for one row more than a page to know if more follow.
 */
export async function listSuspended(
  db: Db,
  { limit, before }: { limit: number; before?: KeysetPosition | undefined },
): Promise<SuspendedRow[]> {
  let query = suspendedRows(db);
  if (before) {
    query = query.where((eb) =>
      pastKeyset(eb, ['suspended_at', 'id'], [before.createdAt, before.id], 'desc'),
    );
  }
  const rows = await query.orderBy('suspended_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toSuspended);
}

function suspendedRows(db: Db) {
  return db
    .selectFrom('profiles')
    .select(['id', 'display_name', 'suspended_at', 'suspended_until', 'suspension_reason'])
    .where('suspended_at', 'is not', null);
}

function toSuspended(row: {
  id: string;
  display_name: string | null;
  suspended_at: number | null;
  suspended_until: number | null;
  suspension_reason: string | null;
}): SuspendedRow {
  return {
    id: row.id,
    displayName: row.display_name,
    suspendedAt: row.suspended_at ?? 0,
    until: row.suspended_until,
    reason: row.suspension_reason ?? '',
  };
}

/**
 * Lifts up to `limit` suspensions whose end has passed, from the partial index on suspended_until (migration
 * 035). Returns how many lifted.
 */
export async function clearExpiredSuspensions(db: Db, now: number, limit: number): Promise<number> {
  const expired = db
    .selectFrom('profiles')
    .select('id')
    .where('suspended_until', 'is not', null)
    .where('suspended_until', '<=', now)
    .limit(limit);
  const result = await db
    .updateTable('profiles')
    .set({ suspended_at: null, suspended_until: null, suspension_reason: null })
    .where('id', 'in', expired)
    .where('suspended_until', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
