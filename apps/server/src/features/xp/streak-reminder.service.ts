import { isQuietHour, localDay, localHour, NOTIFICATION_TEXTS } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { notify } from '../notifications/notify.service';
import { publishAll, type Notice, type PublishDeps } from '../realtime/notices';
import { streakEndingTonight } from './streak-reminder';
import { claimStreakReminder, findDueStreakReminders, type DueStreakReminder } from './streak-reminder.repo';
import { findEarner, saveStreakState } from './xp.repo';

/** How many due reminders one read takes; a run reads again until none is left (or MAX_BATCHES). */
const BATCH = 100;
/** Bounds one run (10,000 reminders); the next run, a minute later, takes the rest of a busy evening. */
const MAX_BATCHES = 100;

/** What a scheduled run needs: the database and where to publish the notices it makes. */
export interface StreakReminderDeps extends PublishDeps {
  db: Db;
}

/**
 * 'Your streak ends tonight', once, in the evening of the student's own zone (profiles.streak_reminder_at, kept
 * by saveStreakState). Each due profile is claimed with a compare-and-set that clears the instant, and then
 * checked as it is now: nothing counted today, a streak of 2 or more ends at tonight's midnight, and it is still
 * that day (a reminder found after local midnight, the server having been down, is dropped). A reminder that
 * falls in the student's quiet hours, or whose account is suspended, is dropped, not deferred: it is about this
 * evening and would be wrong later. The dedupe key (one per user and local day) keeps it to one even if the
 * instant were ever armed twice for the same evening. Returns how many notifications were made; the push itself
 * goes from the notification (push_at) through the push delivery task.
 */
export async function sendStreakReminders(deps: StreakReminderDeps, now: number): Promise<number> {
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await findDueStreakReminders(deps.db, { now, limit: BATCH });
    for (const reminder of due) {
      const notices = await deps.db.transaction().execute((trx) => remindOne(trx, reminder, now));
      if (notices.length > 0) sent += 1;
      await publishAll(deps, notices);
    }
    if (due.length < BATCH) break;
  }
  return sent;
}

async function remindOne(trx: Db, due: DueStreakReminder, now: number): Promise<Notice[]> {
  const profile = await claimStreakReminder(trx, due);
  if (!profile || profile.suspended) return [];
  const today = localDay(now, profile.timeZone);
  const days = streakEndingTonight(profile.streak, today);
  if (days === 0) return [];
  if (isQuietHour(localHour(now, profile.timeZone), profile.quiet)) return [];
  return notify(trx, {
    userId: due.userId,
    kind: 'streak_ending',
    text: NOTIFICATION_TEXTS.streakEnding(days),
    href: '/dashboard',
    now,
    dedupeKey: `streak:${due.userId}:${today}`,
  });
}

/**
 * Arms the reminder again from the stored streak, for a change of the zone the student's days are counted in
 * (the same evening falls at another instant): the streak is saved as it is, through the one writer.
 */
export async function rearmStreakReminder(trx: Db, userId: string, now: number): Promise<void> {
  const earner = await findEarner(trx, userId);
  if (!earner) return;
  await saveStreakState(trx, userId, { state: earner.streak, timeZone: earner.timeZone }, now);
}
