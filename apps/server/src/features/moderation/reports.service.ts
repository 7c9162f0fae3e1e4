import { randomUUID } from 'node:crypto';
import { REPORT_MESSAGES, type CreateReportResponse, type SessionUser } from '@teachloop/shared';
import type { z } from 'zod';
import type { createReportSchema } from '@teachloop/shared';
import type { AppContext } from '../../app-deps';
import { AppError } from '../../app-error';
import { reportRefusal } from './report.policy';
import { findReportableItem, profileIdByHandle } from './reportable-items.repo';
import { insertReport } from './reports.repo';

type CreateReport = z.output<typeof createReportSchema>;

/**
 * A user reports an item someone else wrote or made: only one they could read (else 404), never their own (409),
 * one open report per reporter and item (409). A profile is named by its handle, as /u/{handle} shows it.
 */
export async function createReport(
  deps: Pick<AppContext, 'db' | 'now'>,
  reporter: SessionUser,
  input: CreateReport,
): Promise<CreateReportResponse> {
  const { db } = deps;
  const now = deps.now();
  const itemId = input.itemKind === 'profile' ? await profileIdByHandle(db, input.itemId) : input.itemId;
  const item = itemId === undefined ? undefined : await findReportableItem(db, input.itemKind, itemId);
  const refusal = reportRefusal(item, reporter.id);
  if (refusal || !item)
    throw new AppError(refusal?.code ?? 'not_found', refusal?.message ?? REPORT_MESSAGES.itemNotFound);
  const stored = await insertReport(db, {
    id: randomUUID(),
    reporterId: reporter.id,
    itemKind: input.itemKind,
    itemId: item.itemId,
    subjectId: item.subjectId,
    reason: input.reason,
    note: input.note,
    createdAt: now,
  });
  if (!stored) throw new AppError('conflict', REPORT_MESSAGES.alreadyReported);
  return { message: REPORT_MESSAGES.thanks };
}
