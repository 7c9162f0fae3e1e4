import { DAILY_GOAL_TEXTS, levelProgress, type DailyGoal, type Profile } from '@teachloop/shared';
import { badgeName } from '../../lib/badge-name';
import { CELEBRATION_TEXTS as T } from './celebration-texts';

/** What arrived between two readings of the same user's profile. */
export interface XpChange {
  /** XP gained (0 when none). */
  xp: number;
  /** The new level, when one was reached; otherwise null. */
  level: number | null;
  /** The badges that arrived, by id, in the order the profile lists them. */
  badges: string[];
  /** The day's goal became met: done rose from below the target to it. */
  goalMet: boolean;
}

/**
 * The day's goal became met between two readings: done rose from below today's target to it. Lowering the
 * target to what is done, or a goal already met at the first reading, is not a moment.
 */
export function goalMetBetween(previous: DailyGoal, next: DailyGoal): boolean {
  return previous.done < next.target && next.done >= next.target;
}

/**
 * What is worth celebrating between two readings of the same user's profile: XP gained, a new level, each
 * badge that arrived and the day's goal met. Null for another user, a loss or no change.
 */
export function celebrationsBetween(previous: Profile, next: Profile): XpChange | null {
  if (previous.id !== next.id) return null;
  const xp = Math.max(0, next.xp - previous.xp);
  const levelBefore = levelProgress(previous.xp).level;
  const levelAfter = levelProgress(next.xp).level;
  const level = levelAfter > levelBefore ? levelAfter : null;
  const badges = next.badges.filter((badge) => !previous.badges.includes(badge));
  const goalMet = goalMetBetween(previous.dailyGoal, next.dailyGoal);
  return xp > 0 || level !== null || badges.length > 0 || goalMet ? { xp, level, badges, goalMet } : null;
}

/** A level or a badge gets a moment of its own; XP alone a small note. */
export function isMilestone(change: XpChange): boolean {
  return change.level !== null || change.badges.length > 0;
}

/**
 * The change in words, as it is announced: '+15 XP', 'Level 2!', 'Badge earned: First Teach-back', 'Daily goal
 * met. See you tomorrow!'.
 */
export function changeMessages(change: XpChange): string[] {
  return [
    ...(change.xp > 0 ? [T.xp(change.xp)] : []),
    ...(change.level !== null ? [T.levelTitle(change.level)] : []),
    ...change.badges.map((badge) => T.badgeEarned(badgeName(badge))),
    ...(change.goalMet ? [DAILY_GOAL_TEXTS.met] : []),
  ];
}
