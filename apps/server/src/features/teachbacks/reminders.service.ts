import { DAY_MS, NOTIFICATION_TEXTS } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice, type PublishDeps } from '../realtime/notices';
import { claimReminder, findDueForReminder } from './teachback-schedule.repo';

/** How many reminders one run sends at most; the next run takes the rest. */
const BATCH = 100;

export interface ScheduledDeps extends PublishDeps {
  db: Db;
}

/**
 * Reminds each assignee once, 24 hours before their teach-back is due: the reminder is claimed on the row
 * (reminded_at) in the same transaction as the notification, so two processes never send it twice and a
 * reassigned teach-back's new assignee gets their own. Returns how many were sent.
 */
export async function sendDueReminders(deps: ScheduledDeps, now: number): Promise<number> {
  const due = await findDueForReminder(deps.db, { from: now, to: now + DAY_MS, limit: BATCH });
  let sent = 0;
  for (const teachback of due) {
    const notices = await deps.db.transaction().execute(async (trx): Promise<Notice[]> => {
      if (!(await claimReminder(trx, teachback, now))) return [];
      return notify(trx, {
        userId: teachback.assigneeId,
        kind: 'teachback_due_soon',
        text: NOTIFICATION_TEXTS.dueSoon(teachback.title),
        href: `/teachbacks/${teachback.id}/work`,
        now,
        dedupeKey: `reminder:${teachback.id}:${teachback.assigneeId}`,
      });
    });
    if (notices.length > 0) sent += 1;
    await publishAll(deps, notices);
  }
  return sent;
}
