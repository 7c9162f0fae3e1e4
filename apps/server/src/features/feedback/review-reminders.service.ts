import { NOTIFICATION_TEXTS, REVIEW_REMINDER_BEFORE_MS } from '@teachloop/shared';
import { notify } from '../notifications/notify.service';
import type { Db } from '../../db/database';
import { publishAll, type Notice, type PublishDeps } from '../realtime/notices';
import { claimReviewReminder, findReviewsDueForReminder } from './review-due.repo';

/** How many reminders one run sends at most; the next run takes the rest. */
const BATCH = 100;

/** What a scheduled run needs: the database and where to publish the notices it makes. */
export interface ReviewReminderDeps extends PublishDeps {
  db: Db;
}

/**
 * Reminds each reviewer once, a day before their review is due (decision 023): the reminder is claimed on the
 * row (reminded_at) in the same transaction as the notification, so two processes never send it twice, and a
 * review submitted before the run is no longer pending and is not claimed. Returns how many were sent.
 */
export async function sendReviewDueReminders(deps: ReviewReminderDeps, now: number): Promise<number> {
  const due = await findReviewsDueForReminder(deps.db, {
    from: now,
    to: now + REVIEW_REMINDER_BEFORE_MS,
    limit: BATCH,
  });
  let sent = 0;
  for (const review of due) {
    const notices = await deps.db.transaction().execute(async (trx): Promise<Notice[]> => {
      if (!(await claimReviewReminder(trx, review.id, now))) return [];
      return notify(trx, {
        userId: review.reviewerId,
        kind: 'review_due_soon',
        text: NOTIFICATION_TEXTS.reviewDueSoon(review.learner, review.title),
        href: `/feedback/${review.id}`,
        now,
        dedupeKey: `review-reminder:${review.id}`,
      });
    });
    if (notices.length > 0) sent += 1;
    await publishAll(deps, notices);
  }
  return sent;
}
