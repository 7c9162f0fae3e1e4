import type { Db } from '../db/database';
import { insertAll } from './bulk-rows';

/** Moderators: a few, as in production (a small table: query-plans.test lists it). */
export async function fillModerators(db: Db, users: string[], now: number) {
  await insertAll(
    db,
    'moderators',
    users.filter((_, i) => i % 50 === 0).map((id) => ({ user_id: id, granted_at: now })),
  );
}

/**
 * Reports: each user has reported the next user's profile; one in ten still open, the rest
 * dismissed, each dismissal with its audit row, so the queue and the log are read from tables of real size.
 */
export async function fillReports(db: Db, users: string[], now: number) {
  const reports = users.map((reporter, i) => {
    const subject = users[(i + 1) % users.length]!;
    const open = i % 10 === 0;
    return {
      id: `report-${reporter}`,
      reporter_id: reporter,
      item_kind: 'profile',
      item_id: subject,
      subject_id: subject,
      reason: 'spam',
      note: null,
      status: open ? 'open' : 'dismissed',
      outcome: open ? null : 'dismissed',
      created_at: now - i * 60_000,
      resolved_at: open ? null : now - i * 60_000 + 1000,
      resolved_by: open ? null : users[0]!,
    };
  });
  await insertAll(db, 'reports', reports);
  await insertAll(
    db,
    'moderation_log',
    reports
      .filter((report) => report.status === 'dismissed')
      .map((report) => ({
        id: `log-${report.id}`,
        moderator_id: users[0]!,
        action: 'dismiss',
        item_kind: report.item_kind,
        item_id: report.item_id,
        subject_id: report.subject_id,
        report_id: report.id,
        reason: null,
        until: null,
        created_at: report.resolved_at!,
      })),
  );
}
