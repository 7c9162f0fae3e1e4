import {
  GENERIC_MESSAGES,
  MODERATION_NOTICE_TEXTS,
  REPORT_MESSAGES,
  type RealtimeType,
  type ReportItemKind,
  type SessionUser,
} from '@teachloop/shared';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import type { Notice } from '../realtime/notices';
import { auditedAction } from './audited-action.service';
import { assertNotOwnCase } from './moderation.policy';
import { tellReporters } from './report-outcome.service';
import { findReportableItem, setItemHidden, type ReportableItem } from './reportable-items.repo';
import { actionOpenReportsOnItem, dismissOpenReport, reportExists } from './reports.repo';

type Deps = Pick<AppContext, 'db' | 'events' | 'log' | 'now' | 'flushWrites'>;

/** The live-update type whose views show an item of each kind. */
const VIEW_TYPE: Record<ReportItemKind, RealtimeType> = {
  teachback: 'teachbacks',
  review: 'feedback',
  reply: 'feedback',
  challenge: 'challenges',
  circle: 'circles',
  profile: 'people',
};

/**
 * Closes one open report as 'no problem found', tells its reporter, audits it. 404 unknown, 409 resolved, 403
 * when the report is about the moderator.
 */
export async function dismissReport(deps: Deps, moderator: SessionUser, reportId: string): Promise<void> {
  const now = deps.now();
  await auditedAction(deps, { moderatorId: moderator.id, now }, async (trx) => {
    const report = await dismissOpenReport(trx, reportId, { at: now, moderatorId: moderator.id });
    if (!report) {
      if (await reportExists(trx, reportId)) throw new AppError('conflict', REPORT_MESSAGES.reportClosed);
      throw new AppError('not_found', REPORT_MESSAGES.reportNotFound);
    }
    // Thrown inside the transaction: the report closed above is opened again.
    assertNotOwnCase(moderator.id, report.subjectId);
    const { itemKind, itemId, subjectId } = report;
    return {
      audit: { action: 'dismiss', itemKind, itemId, subjectId, reportId },
      notices: await tellReporters(trx, [report], 'dismissed', now),
    };
  });
}

/**
 * Hides an item: its author is told why ('content_hidden'), every open report on it is closed as actioned and
 * its reporter told, and the action is audited, all in one transaction. 404 unknown item, 409 already hidden.
 */
export async function hideItem(
  deps: Deps,
  moderator: SessionUser,
  input: { itemKind: ReportItemKind; itemId: string; reason: string; reportId?: string | undefined },
): Promise<void> {
  const now = deps.now();
  const { itemKind, itemId, reason } = input;
  await auditedAction(deps, { moderatorId: moderator.id, now }, async (trx) => {
    const item = await itemOrNotFound(trx, itemKind, itemId);
    assertNotOwnCase(moderator.id, item.subjectId);
    const changed = await setItemHidden(trx, itemKind, itemId, { at: now, reason });
    if (!changed) throw new AppError('conflict', REPORT_MESSAGES.alreadyHidden);
    const resolved = await actionOpenReportsOnItem(trx, itemKind, itemId, {
      at: now,
      moderatorId: moderator.id,
    });
    const reportId = input.reportId ?? resolved[0]?.id ?? null;
    return {
      audit: { action: 'hide', itemKind, itemId, subjectId: item.subjectId, reportId, reason },
      tell: toAuthor(item, MODERATION_NOTICE_TEXTS.contentHidden(itemKind, reason)),
      notices: [...(await tellReporters(trx, resolved, 'actioned', now)), viewChanged(itemKind, item)],
    };
  });
}

/** Shows a hidden item again, tells its author, audits it. 404 unknown item, 409 not hidden. */
export async function unhideItem(
  deps: Deps,
  moderator: SessionUser,
  input: { itemKind: ReportItemKind; itemId: string },
): Promise<void> {
  const now = deps.now();
  const { itemKind, itemId } = input;
  await auditedAction(deps, { moderatorId: moderator.id, now }, async (trx) => {
    const item = await itemOrNotFound(trx, itemKind, itemId);
    assertNotOwnCase(moderator.id, item.subjectId);
    if (!(await setItemHidden(trx, itemKind, itemId, null))) {
      throw new AppError('conflict', REPORT_MESSAGES.notHidden);
    }
    return {
      audit: { action: 'unhide', itemKind, itemId, subjectId: item.subjectId },
      tell: toAuthor(item, MODERATION_NOTICE_TEXTS.contentUnhidden(itemKind)),
      notices: [viewChanged(itemKind, item)],
    };
  });
}

async function itemOrNotFound(trx: Deps['db'], kind: ReportItemKind, id: string): Promise<ReportableItem> {
  const item = await findReportableItem(trx, kind, id);
  if (!item) throw new AppError('not_found', GENERIC_MESSAGES.notFound);
  return item;
}

/** The item's author, told of a hide or an unhide, led to where they see the item. */
function toAuthor(item: ReportableItem, text: string) {
  return { userId: item.subjectId, kind: 'content_hidden' as const, text, href: item.authorHref };
}

/** The item's author and the readers it names refetch the views that show it. */
function viewChanged(kind: ReportItemKind, item: ReportableItem): Notice {
  const readers = item.readers === 'everyone' ? [] : item.readers;
  return {
    userIds: [...new Set([item.subjectId, ...readers])],
    event: { type: VIEW_TYPE[kind], ids: [item.itemId] },
  };
}
