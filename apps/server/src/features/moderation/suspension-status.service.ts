import type { Db } from '../../db/database';
import { liftEndedSuspension, suspensionMarksOf } from './suspensions.repo';

/**
 * The account's suspension if it holds at `now` (profile by primary key): its end, null for good. One whose end
 * has passed is lifted here and then (the expiry job lifts the rest), so sign-in never waits for the job.
 */
export async function activeSuspensionOf(
  db: Db,
  userId: string,
  now: number,
): Promise<{ until: number | null } | undefined> {
  const row = await suspensionMarksOf(db, userId);
  if (!row || row.suspended_at === null) return undefined;
  const until = row.suspended_until;
  if (until === null || until > now) return { until };
  await liftEndedSuspension(db, userId, now);
  return undefined;
}

/** Whether a session read's suspension columns mean signed out at `now` (an ended one no longer counts). */
export function isSuspendedNow(
  row: { suspendedAt: number | null; suspendedUntil: number | null },
  now: number,
): boolean {
  if (row.suspendedAt === null) return false;
  return row.suspendedUntil === null || row.suspendedUntil > now;
}
