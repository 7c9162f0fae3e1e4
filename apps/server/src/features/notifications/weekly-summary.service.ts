import {
  countOf,
  DAY_MS,
  EMPTY_STREAK,
  localDay,
  NOTIFICATION_KIND_SETTINGS,
  streakOn,
} from '@teachloop/shared';
import { notificationMail } from '../../mail/notification-mail';
import { weekStart } from './week-start';
import { appLink, unsubscribeLinks } from './mail-links';
import type { OutboxDeps } from './mail-outbox.service';
import {
  claimSummary,
  findLastCompletedWeek,
  listSummaryRecipients,
  saveLastCompletedWeek,
  summaryFigures,
} from './weekly-summary.repo';

const BATCH = 100;

const WEEKLY_SUMMARY_TEXTS = {
  subject: 'Your week on Teachloop',
  xp: (xp: number) => `XP earned last week: ${xp}`,
  streak: (days: number) => `Current streak: ${countOf(days, 'day')}`,
  reviews: (count: number) =>
    count === 0 ? 'No reviews waiting for you.' : `Reviews waiting for you: ${count}`,
} as const;

/**
 * Once the week has turned (Monday 00:00 UTC), e-mails each user who chose the weekly summary what they earned
 * in the week that ended, their streak today and the reviews waiting for them. Each user's summary is claimed
 * by inserting (user, week) under a unique key, so it goes out once even with several processes; when a run
 * finds nobody left, the week is marked done and later runs cost one read. Returns how many were sent.
 */
export async function sendWeeklySummaries(deps: OutboxDeps, now: number): Promise<number> {
  const week = weekStart(now, 'UTC');
  if ((await findLastCompletedWeek(deps.db)) >= week) return 0;
  const recipients = await listSummaryRecipients(deps.db, week, BATCH);
  let sent = 0;
  for (const { userId, email, emailVerified } of recipients) {
    if (!(await claimSummary(deps.db, userId, week, now))) continue;
    // Claimed, so the week is done for them: an unproven address gets no summary.
    if (!emailVerified) continue;
    const figures = await summaryFigures(deps.db, userId, { from: week - 7 * DAY_MS, to: week });
    const streak = streakOn(figures.streak ?? EMPTY_STREAK, localDay(now, figures.timeZone)).current;
    const links = unsubscribeLinks(deps, userId, 'weekly_summary');
    try {
      await deps.mailer.send(
        notificationMail({
          to: email,
          text: WEEKLY_SUMMARY_TEXTS.subject,
          lines: [
            WEEKLY_SUMMARY_TEXTS.xp(figures.xp),
            WEEKLY_SUMMARY_TEXTS.streak(streak),
            WEEKLY_SUMMARY_TEXTS.reviews(figures.reviewsWaiting),
          ],
          link: appLink(deps, '/dashboard'),
          unsubscribeLink: links.page,
          unsubscribePost: links.post,
          kindLabel: NOTIFICATION_KIND_SETTINGS.weekly_summary.label,
        }),
      );
      sent += 1;
    } catch (err) {
      // Claimed, so not retried: one lost summary is better than a second one.
      deps.log.error({ err, userId }, 'weekly summary not sent');
    }
  }
  if (recipients.length < BATCH) await saveLastCompletedWeek(deps.db, week);
  return sent;
}
