import { DEFAULT_QUIET_HOURS, type QuietHours } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { findQuietHours, saveQuietHours } from './quiet-hours.repo';

/** The user's quiet hours, in their own zone. */
export async function getQuietHours(db: Db, userId: string): Promise<QuietHours> {
  return (await findQuietHours(db, userId)) ?? { ...DEFAULT_QUIET_HOURS };
}

/**
 * Stores new quiet hours (start equal to end: never quiet). A push already waiting for the old hours' end keeps
 * its time; the delivery job checks the hours again when it comes.
 */
export async function updateQuietHours(
  deps: { db: Db; now: () => number },
  userId: string,
  quiet: QuietHours,
): Promise<QuietHours> {
  await saveQuietHours(deps.db, userId, quiet, deps.now());
  return { start: quiet.start, end: quiet.end };
}
