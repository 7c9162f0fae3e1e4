import { REPORT_MESSAGES } from '@teachloop/shared';

/** What the reporter knows of an item: whose it is and who may read it (reportable-items.repo.ts). */
export interface ItemAccess {
  subjectId: string;
  readers: readonly string[] | 'everyone';
  hidden: boolean;
}

export type ReportRefusal = { code: 'not_found' | 'conflict'; message: string } | null;

/**
 * Whether `reporterId` may report the item: only what they could read (else, as for any private item, it does
 * not exist), never their own, never one a moderator already hid.
 */
export function reportRefusal(item: ItemAccess | undefined, reporterId: string): ReportRefusal {
  if (!item) return { code: 'not_found', message: REPORT_MESSAGES.itemNotFound };
  if (item.subjectId === reporterId) return { code: 'conflict', message: REPORT_MESSAGES.ownItem };
  const canRead = item.readers === 'everyone' || item.readers.includes(reporterId);
  if (!canRead || item.hidden) return { code: 'not_found', message: REPORT_MESSAGES.itemNotFound };
  return null;
}
