import {
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_ITEM_KINDS,
  type ModerationLogResponse,
  type OpenReport,
  type OpenReportsResponse,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { listModerationLog } from './moderation-log.repo';
import { decodeCursor, pageOf } from '../../keyset-cursor';
import { itemContexts, type ItemContext } from './report-contexts.repo';
import { countOpenReportsOn, listOpenReports, type OpenReportRow } from './reports.repo';

interface PageQuery {
  cursor?: string | undefined;
  limit?: number | undefined;
}

const excerptOf = (text: string) =>
  text.length > REPORT_LIMITS.excerpt ? `${text.slice(0, REPORT_LIMITS.excerpt - 1).trimEnd()}…` : text;

/** A person as a moderator sees them; a deleted account has no profile left. */
const personOf = (id: string, name: string | null) => ({ id, name: name?.trim() || 'Deleted account' });

/**
 * The moderators' queue: open reports newest first, one page read one row long, each with its item in context
 * (one primary-key read per kind on the page) and how many open reports the item has.
 */
export async function listReportQueue(db: Db, query: PageQuery): Promise<OpenReportsResponse> {
  const limit = query.limit ?? REPORT_LIMITS.pageDefault;
  const after = query.cursor ? decodeCursor(query.cursor, REPORT_MESSAGES.cursorInvalid) : undefined;
  const read = await listOpenReports(db, { after, limit: limit + 1 });
  const { rows, nextCursor } = pageOf(read, limit, (row) => row);
  const contexts = new Map<string, ItemContext>();
  const counts = new Map<string, number>();
  for (const kind of REPORT_ITEM_KINDS) {
    const ids = rows.filter((row) => row.itemKind === kind).map((row) => row.itemId);
    if (ids.length === 0) continue;
    const [found, open] = await Promise.all([itemContexts(db, kind, ids), countOpenReportsOn(db, kind, ids)]);
    for (const [id, context] of found) contexts.set(`${kind}:${id}`, context);
    for (const [id, n] of open) counts.set(`${kind}:${id}`, n);
  }
  return {
    reports: rows.map((row) => toOpenReport(row, contexts.get(`${row.itemKind}:${row.itemId}`), counts)),
    nextCursor,
  };
}

function toOpenReport(
  row: OpenReportRow,
  context: ItemContext | undefined,
  counts: Map<string, number>,
): OpenReport {
  return {
    id: row.id,
    itemKind: row.itemKind,
    itemId: row.itemId,
    // An item deleted since it was reported has no words left to show.
    excerpt: context ? excerptOf(context.text) : '',
    rating: context?.rating ?? null,
    href: context?.href ?? null,
    hidden: context?.hidden ?? false,
    subject: personOf(row.subjectId, row.subjectName),
    reporter: personOf(row.reporterId, row.reporterName),
    reason: row.reason,
    note: row.note,
    openReportsOnItem: counts.get(`${row.itemKind}:${row.itemId}`) ?? 1,
    createdAt: row.createdAt,
  };
}

/** The audit log, newest first, keyset-paged. */
export async function readModerationLog(db: Db, query: PageQuery): Promise<ModerationLogResponse> {
  const limit = query.limit ?? REPORT_LIMITS.pageDefault;
  const before = query.cursor ? decodeCursor(query.cursor, REPORT_MESSAGES.cursorInvalid) : undefined;
  const read = await listModerationLog(db, { limit: limit + 1, before });
  const { rows, nextCursor } = pageOf(read, limit, (row) => row);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      moderator: personOf(row.moderatorId, row.moderatorName),
      action: row.action,
      itemKind: row.itemKind,
      itemId: row.itemId,
      subject: row.subjectId ? personOf(row.subjectId, row.subjectName) : null,
      reason: row.reason,
      until: row.until,
      createdAt: row.createdAt,
    })),
    nextCursor,
  };
}
