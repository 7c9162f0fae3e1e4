import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { pastKeyset } from '../../db/keyset';

/** What a moderator did; every action writes one row. */
type ModerationAction = 'dismiss' | 'hide' | 'unhide' | 'suspend' | 'lift' | 'void_xp';

export interface ModerationLogEntry {
  moderatorId: string;
  action: ModerationAction;
  itemKind?: string | null;
  itemId?: string | null;
  subjectId?: string | null;
  reportId?: string | null;
  reason?: string | null;
  /** A suspension's end, when it has one. */
  until?: number | null;
  at: number;
}

/** Writes one audit row. Call it with the action's own transaction, so the log and the action commit together. */
export async function recordModerationAction(db: Db, entry: ModerationLogEntry): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      id: randomUUID(),
      moderator_id: entry.moderatorId,
      action: entry.action,
      item_kind: entry.itemKind ?? null,
      item_id: entry.itemId ?? null,
      subject_id: entry.subjectId ?? null,
      report_id: entry.reportId ?? null,
      reason: entry.reason ?? null,
      until: entry.until ?? null,
      created_at: entry.at,
    })
    .execute();
}

export interface ModerationLogRow {
  id: string;
  moderatorId: string;
  moderatorName: string | null;
  action: ModerationAction;
  itemKind: string | null;
  itemId: string | null;
  subjectId: string | null;
  subjectName: string | null;
  reportId: string | null;
  reason: string | null;
  until: number | null;
  createdAt: number;
}

/**
 * The audit log newest first, read in (created_at, id) index order from `before` (a keyset position),
 * with the moderator's and subject's names by primary key. Ask for one row more than a page to know if more follow.
 */
export async function listModerationLog(
  db: Db,
  { limit, before }: { limit: number; before?: { createdAt: number; id: string } | undefined },
): Promise<ModerationLogRow[]> {
  let query = db
    .selectFrom('moderation_log as log')
    .leftJoin('profiles as moderator', 'moderator.id', 'log.moderator_id')
    .leftJoin('profiles as subject', 'subject.id', 'log.subject_id')
    .select([
      'log.id',
      'log.moderator_id',
      'moderator.display_name as moderator_name',
      'log.action',
      'log.item_kind',
      'log.item_id',
      'log.subject_id',
      'subject.display_name as subject_name',
      'log.report_id',
      'log.reason',
      'log.until',
      'log.created_at',
    ]);
  if (before) {
    query = query.where((eb) =>
      pastKeyset(eb, ['log.created_at', 'log.id'], [before.createdAt, before.id], 'desc'),
    );
  }
  const rows = await query.orderBy('log.created_at', 'desc').orderBy('log.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    moderatorId: row.moderator_id,
    moderatorName: row.moderator_name,
    action: row.action as ModerationAction,
    itemKind: row.item_kind,
    itemId: row.item_id,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    reportId: row.report_id,
    reason: row.reason,
    until: row.until,
    createdAt: row.created_at,
  }));
}
