import { sql } from 'kysely';
import type { ReportItemKind, ReportReason } from '@teachloop/shared';
import type { Db } from '../../db/database';
import type { KeysetPosition } from '../../keyset-cursor';
import { pastKeyset } from '../../db/keyset';

export interface NewReport {
  id: string;
  reporterId: string;
  itemKind: ReportItemKind;
  itemId: string;
  subjectId: string;
  reason: ReportReason;
  note: string | null;
  createdAt: number;
}

/**
 * Stores a report; false when the reporter already has one open on the item (the partial unique index decides,
 * so two racing reports cannot both be stored).
 */
export async function insertReport(db: Db, report: NewReport): Promise<boolean> {
  const result = await db
    .insertInto('reports')
    .values({
      id: report.id,
      reporter_id: report.reporterId,
      item_kind: report.itemKind,
      item_id: report.itemId,
      subject_id: report.subjectId,
      reason: report.reason,
      note: report.note,
      created_at: report.createdAt,
    })
    .onConflict((oc) =>
      oc.columns(['reporter_id', 'item_kind', 'item_id']).where('status', '=', sql.lit('open')).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A report resolved by a moderator: who to tell, about what. */
export interface ResolvedReport {
  id: string;
  reporterId: string;
  itemKind: ReportItemKind;
  itemId: string;
}

const resolvedColumns = ['id', 'reporter_id', 'item_kind', 'item_id'] as const;
const toResolved = (row: { id: string; reporter_id: string; item_kind: string; item_id: string }) => ({
  id: row.id,
  reporterId: row.reporter_id,
  itemKind: row.item_kind as ReportItemKind,
  itemId: row.item_id,
});

/** Closes one open report as dismissed; undefined when there is no open report with that id. */
export async function dismissOpenReport(
  db: Db,
  id: string,
  { at, moderatorId }: { at: number; moderatorId: string },
): Promise<(ResolvedReport & { subjectId: string }) | undefined> {
  const row = await db
    .updateTable('reports')
    .set({ status: 'dismissed', outcome: 'dismissed', resolved_at: at, resolved_by: moderatorId })
    .where('id', '=', id)
    .where('status', '=', sql.lit('open'))
    .returning([...resolvedColumns, 'subject_id'])
    .executeTakeFirst();
  return row ? { ...toResolved(row), subjectId: row.subject_id } : undefined;
}

/** Whether a report with this id exists at all (open or resolved). */
export async function reportExists(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('reports').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Closes every open report on an item as actioned (the item was hidden); the reports closed. */
export async function actionOpenReportsOnItem(
  db: Db,
  kind: ReportItemKind,
  itemId: string,
  { at, moderatorId }: { at: number; moderatorId: string },
): Promise<ResolvedReport[]> {
  const rows = await db
    .updateTable('reports')
    .set({ status: 'actioned', outcome: 'hidden', resolved_at: at, resolved_by: moderatorId })
    .where('item_kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('status', '=', sql.lit('open'))
    .returning(resolvedColumns)
    .execute();
  return rows.map(toResolved);
}

export interface OpenReportRow {
  id: string;
  reporterId: string;
  reporterName: string | null;
  itemKind: ReportItemKind;
  itemId: string;
  subjectId: string;
  subjectName: string | null;
  reason: ReportReason;
  note: string | null;
  createdAt: number;
}

/** Open reports newest first, after `after`, in (status, created_at, id) index order; names by primary key. */
export async function listOpenReports(
  db: Db,
  { after, limit }: { after?: KeysetPosition | undefined; limit: number },
): Promise<OpenReportRow[]> {
  let query = db
    .selectFrom('reports')
    .leftJoin('profiles as reporter', 'reporter.id', 'reports.reporter_id')
    .leftJoin('profiles as subject', 'subject.id', 'reports.subject_id')
    .select([
      'reports.id',
      'reports.reporter_id',
      'reporter.display_name as reporter_name',
      'reports.item_kind',
      'reports.item_id',
      'reports.subject_id',
      'subject.display_name as subject_name',
      'reports.reason',
      'reports.note',
      'reports.created_at',
    ])
    .where('reports.status', '=', sql.lit('open'));
  if (after) {
    query = query.where((eb) =>
      pastKeyset(eb, ['reports.created_at', 'reports.id'], [after.createdAt, after.id], 'desc'),
    );
  }
  const rows = await query
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reporterId: row.reporter_id,
    reporterName: row.reporter_name,
    itemKind: row.item_kind as ReportItemKind,
    itemId: row.item_id,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    reason: row.reason as ReportReason,
    note: row.note,
    createdAt: row.created_at,
  }));
}

/** How many open reports each of these items of one kind has (the (item_kind, item_id, status) index). */
export async function countOpenReportsOn(
  db: Db,
  kind: ReportItemKind,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reports')
    .select((eb) => ['item_id', eb.fn.countAll<number>().as('n')])
    .where('item_kind', '=', kind)
    .where('item_id', 'in', [...itemIds])
    .where('status', '=', sql.lit('open'))
    .groupBy('item_id')
    .execute();
  return new Map(rows.map((row) => [row.item_id, row.n]));
}
