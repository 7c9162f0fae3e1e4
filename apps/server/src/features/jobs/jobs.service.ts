import type { AppContext } from '../../app-deps';
import type { Mailer } from '../../mail/mailer';
import { loadAuthSecret } from '../../auth-secret';
import { deliverPendingMail } from '../notifications/mail-outbox.service';
import { deliverDuePushes } from '../push/push-delivery.service';
import { sendWeeklySummaries } from '../notifications/weekly-summary.service';
import { liftExpiredSuspensions } from '../moderation/suspension.service';
import { reassignOverdue } from '../teachbacks/reassignment.service';
import { sendReviewDueReminders } from '../feedback/review-reminders.service';
import { sendDueReminders } from '../teachbacks/reminders.service';
import { sendStreakReminders } from '../xp/streak-reminder.service';
import { removeUnreferencedImages } from '../images/image-cleanup.service';
import { cleanStoredImages } from '../images/clean-stored-images.service';
import { removeExpiredKeys } from '../idempotency/idempotency.service';
import { createScheduler, type Scheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduler: server.ts starts it; tests and `npm run jobs:run-once` call runOnce(). */
    jobs: Scheduler;
  }
}

/**
 * Everything that happens because time passed, in the order one run does it: reminders a day before a
 * teach-back is due, and a day before a review is due, reassignment of the overdue ones, the weekly summaries, then the e-mail outbox (so mails
 * written by this run go out in it), then the images no text has named for a day, and last the metadata of
 * images stored before uploads were re-encoded.
 */
export function createJobs(context: AppContext, mailer: Mailer): Scheduler {
  const { config, log } = context;
  const { now } = context;
  const mail = { db: context.db, mailer, log, publicUrl: config.publicUrl, secret: loadAuthSecret(config) };
  const reassign = { ...context, graceMs: config.jobs.reassignGraceMs };
  return createScheduler({
    intervalMs: config.jobs.intervalMs,
    now,
    log,
    tasks: [
      // First: a suspension that has ended lifts itself before anything else reads who may take part.
      { name: 'suspensionsLifted', run: (at) => liftExpiredSuspensions(context, at) },
      { name: 'reminders', run: (at) => sendDueReminders(context, at) },
      { name: 'reviewReminders', run: (at) => sendReviewDueReminders(context, at) },
      { name: 'streakReminders', run: (at) => sendStreakReminders(context, at) },
      { name: 'reassignments', run: (at) => reassignOverdue(reassign, at) },
      { name: 'weeklySummaries', run: (at) => sendWeeklySummaries(mail, at) },
      { name: 'pushes', run: (at) => deliverDuePushes(context, at) },
      { name: 'mail', run: () => deliverPendingMail(mail) },
      { name: 'imageCleanup', run: (at) => removeUnreferencedImages(context.db, at) },
      // Images stored before uploads were re-encoded lose their metadata, a bounded number a run (migration 043).
      { name: 'storedImagesCleaned', run: () => cleanStoredImages(context.db, log) },
      // Idempotency keys older than a day, with their kept answers: a retry comes long before that.
      { name: 'idempotencyKeysExpired', run: (at) => removeExpiredKeys(context.db, at) },
    ],
  });
}
