import {
  ACCOUNT_MESSAGES,
  canonicalTimeZone,
  DAY_MS,
  DEFAULT_TIME_ZONE,
  TIME_ZONE_CHANGE_DAYS,
  type TimeZoneSetting,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { rearmStreakReminder } from '../xp/streak-reminder.service';
import { findTimeZone, saveTimeZone, type StoredTimeZone } from './time-zone.repo';

const CHANGE_EVERY_MS = TIME_ZONE_CHANGE_DAYS * DAY_MS;

function toSetting(stored: StoredTimeZone | undefined, now: number): TimeZoneSetting {
  const nextChangeAt = stored?.changedAt == null ? null : stored.changedAt + CHANGE_EVERY_MS;
  return {
    timeZone: stored?.timeZone ?? DEFAULT_TIME_ZONE,
    nextChangeAt: nextChangeAt !== null && nextChangeAt > now ? nextChangeAt : null,
  };
}

/** The zone the user's days are counted in (streak, daily XP cap), and when it may next change. */
export async function getTimeZoneSetting(db: Db, userId: string, now: number): Promise<TimeZoneSetting> {
  return toSetting(await findTimeZone(db, userId), now);
}

/**
 * Changes the stored zone, at most once in 7 days: otherwise a user could move their day back and forth to
 * keep a streak alive or to claim a second day's XP. Saving the zone already stored changes nothing and starts
 * no clock. An unknown zone is refused (400); a change within 7 days of the last is refused (409).
 */
export async function changeTimeZone(
  db: Db,
  userId: string,
  requested: string,
  now: number,
): Promise<TimeZoneSetting> {
  const timeZone = canonicalTimeZone(requested);
  if (!timeZone) throw new AppError('invalid_argument', ACCOUNT_MESSAGES.timeZoneUnknown);
  const stored = await findTimeZone(db, userId);
  if (!stored || stored.timeZone === timeZone) return toSetting(stored, now);
  if (toSetting(stored, now).nextChangeAt !== null) {
    throw new AppError('conflict', ACCOUNT_MESSAGES.timeZoneTooSoon);
  }
  // The streak reminder's evening is the student's own: it moves with the zone, in the change's transaction
  // (the zone's write holds the profile, so an award cannot save the streak in the old zone in between).
  const saved = await db.transaction().execute(async (trx) => {
    const change = { timeZone, changedAt: now, lastChangedAt: stored.changedAt };
    if (!(await saveTimeZone(trx, userId, change))) return false;
    await rearmStreakReminder(trx, userId, now);
    return true;
  });
  if (!saved) throw new AppError('conflict', ACCOUNT_MESSAGES.timeZoneTooSoon);
  return toSetting({ timeZone, changedAt: now }, now);
}

/** The zone a new account starts with, from the browser at sign-up: not a change, so no clock starts. */
export async function startTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
  await saveTimeZone(db, userId, { timeZone, changedAt: null, lastChangedAt: null });
}
