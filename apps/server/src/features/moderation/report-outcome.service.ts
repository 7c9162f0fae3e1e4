import { MODERATION_NOTICE_TEXTS, type ReportItemKind } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { notify } from '../notifications/notify.service';
import type { Notice } from '../realtime/notices';

/** How a report ended, as its reporter is told: removed (hidden or the account suspended), or no problem. */
export type ReportOutcome = 'actioned' | 'dismissed';

/**
 * Tells each reporter how their report ended ('report_resolved'), inside the action's transaction. Suspension
 * (features/moderation/suspension.*) calls it too, with outcome 'actioned'. Returns the live updates to publish.
 */
export async function tellReporters(
  trx: Db,
  reports: readonly { reporterId: string; itemKind: ReportItemKind }[],
  outcome: ReportOutcome,
  now: number,
): Promise<Notice[]> {
  const notices: Notice[] = [];
  for (const report of reports) {
    const text =
      outcome === 'actioned'
        ? MODERATION_NOTICE_TEXTS.reportActioned(report.itemKind)
        : MODERATION_NOTICE_TEXTS.reportDismissed(report.itemKind);
    notices.push(
      ...(await notify(trx, {
        userId: report.reporterId,
        kind: 'report_resolved',
        text,
        href: '/notifications',
        now,
      })),
    );
  }
  return notices;
}
