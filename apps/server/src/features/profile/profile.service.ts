import {
  DEFAULT_DAILY_GOAL,
  DEFAULT_TIME_ZONE,
  EMPTY_STREAK,
  localDay,
  streakOn,
  type Profile,
  type SessionUser,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { listEarnedBadges } from '../xp/badges.repo';
import { findProfile } from './profile.repo';

/**
 * The signed-in user's own profile: XP, the streak as of today in the time zone stored on their profile (0 once missed days outrun
 * the freezes), the longest streak, freezes still held, badges in the order earned, and today's daily goal (the
 * target chosen and the actions counted on the user's local day). Sign-up creates the
 * profile in the same transaction as the account; should one be missing anyway, a fresh profile (no XP yet)
 * is the truthful answer, not an error.
 */
export async function getOwnProfile(db: Db, user: SessionUser, now: number): Promise<Profile> {
  const [stored, badges] = await Promise.all([findProfile(db, user.id, now), listEarnedBadges(db, user.id)]);
  const today = localDay(now, stored?.timeZone ?? DEFAULT_TIME_ZONE);
  const streak = streakOn(stored?.streak ?? EMPTY_STREAK, today);
  return {
    id: user.id,
    displayName: stored ? stored.displayName : user.displayName,
    photoURL: stored ? stored.photoURL : user.photoURL,
    bio: stored?.bio ?? null,
    xp: stored?.xp ?? 0,
    streak: streak.current,
    longestStreak: streak.longest,
    streakFreezes: streak.freezes,
    badges: badges.map((badge) => badge.badgeId),
    dailyGoal: {
      target: stored?.dailyGoal ?? DEFAULT_DAILY_GOAL,
      done: stored?.actionsByDay.get(today) ?? 0,
    },
  };
}
